import { MigrationInterface, QueryRunner } from 'typeorm';

// A campaign recipient whose message could not be generated keeps its key too, marked as such: a retried
// batch answers it as failed again, neither as sent nor with a second generation_failure event.
export class BatchKeyGenerationFailures1765040000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sending"."batch_key" ADD COLUMN generation_failed boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sending"."batch_key" DROP COLUMN generation_failed`);
  }
}
