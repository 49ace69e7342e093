import { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexSandboxTransmissions1763960000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // GET /emails for a sandbox key lists the team's sandbox sends only. Without this, a page of them walks
    // the team's whole live history in transmission_team_created_idx. Partial: sandbox rows are few. IF NOT
    // EXISTS lets an operator of a large table build it beforehand with CREATE INDEX CONCURRENTLY.
    await queryRunner.query(`
      CREATE INDEX IF NOT EXISTS "transmission_team_sandbox_created_idx"
        ON "sending"."transmission" (team_id, created_at DESC, id DESC) WHERE key_type = 'sandbox'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "sending"."transmission_team_sandbox_created_idx"`);
  }
}
