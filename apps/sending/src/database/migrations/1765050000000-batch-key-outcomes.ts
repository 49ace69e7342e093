import { MigrationInterface, QueryRunner } from 'typeorm';

// Each campaign batch key says what became of its recipient: 'sent' (a transmission), 'failed' (a
// generation_failure event), 'rejected' or 'invalid' (a policy_rejection event: a recipient the suppression
// list or its address refused now keeps its key too), and a retried batch answers it as before. Keys taken
// earlier, or by a replica of the previous release during an upgrade, have none: generation_failed says
// what they were, and is still written so that such a replica reads a failure as one.
export class BatchKeyOutcomes1765050000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "sending"."batch_key" ADD COLUMN outcome text
        CHECK (outcome IN ('sent', 'failed', 'rejected', 'invalid'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The previous release kept no key for such a recipient (it screened it again on a retry); under a key
    // it would answer it as sent.
    await queryRunner.query(`DELETE FROM "sending"."batch_key" WHERE outcome IN ('rejected', 'invalid')`);
    await queryRunner.query(`ALTER TABLE "sending"."batch_key" DROP COLUMN outcome`);
  }
}
