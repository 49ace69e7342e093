import { MigrationInterface, QueryRunner } from 'typeorm';

// What the hourly retention jobs read: Idempotency-Keys past their 24 hours, and the scheduled emails that
// are done (sent, cancelled or failed) by when they were last changed.
export class IndexFinishedSchedules1764800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idempotency_key_created_idx" ON "scheduler"."idempotency_key" (created_at)`,
    );
    await queryRunner.query(`
      CREATE INDEX IF NOT EXISTS "scheduled_email_finished_idx" ON "scheduler"."scheduled_email" (updated_at)
        WHERE state IN ('sent', 'cancelled', 'failed')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "scheduler"."scheduled_email_finished_idx"`);
    await queryRunner.query(`DROP INDEX "scheduler"."idempotency_key_created_idx"`);
  }
}
