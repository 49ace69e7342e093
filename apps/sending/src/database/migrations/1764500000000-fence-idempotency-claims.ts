import { MigrationInterface, QueryRunner } from 'typeorm';

export class FenceIdempotencyClaims1764500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // The token of the request holding an in-progress key (IdempotencyKeys of libs/database). Rows claimed
    // before it have none: they can only be taken over.
    await queryRunner.query(`ALTER TABLE "sending"."idempotency_key" ADD COLUMN claim_token uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sending"."idempotency_key" DROP COLUMN claim_token`);
  }
}
