import { MigrationInterface, QueryRunner } from 'typeorm';

// Campaign batch keys are forgotten with the sends they made (TransmissionRetentionJob), found by age.
export class IndexBatchKeyAge1764800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "batch_key_created_idx" ON "sending"."batch_key" (created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "sending"."batch_key_created_idx"`);
  }
}
