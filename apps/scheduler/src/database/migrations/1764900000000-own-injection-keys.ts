import { MigrationInterface, QueryRunner } from 'typeorm';

// The Idempotency-Key a scheduled email is handed to sending with, fixed at its first claim (see
// DueEmailRepository.claimDue). Null for an email not yet claimed.
export class OwnInjectionKeys1764900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scheduler"."scheduled_email" ADD COLUMN injection_key text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scheduler"."scheduled_email" DROP COLUMN injection_key`);
  }
}
