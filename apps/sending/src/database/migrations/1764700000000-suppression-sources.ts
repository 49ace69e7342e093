import { MigrationInterface, QueryRunner } from 'typeorm';

// Suppression entries say what caused them (source and event) and are kept per key type: a sandbox
// unsubscribe is of the key owner's address and must not stop the team's live mail to it.
export class SuppressionSources1764700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "sending"."suppression"
        ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD COLUMN sandbox boolean NOT NULL DEFAULT false,
        ADD COLUMN source text,
        ADD COLUMN event_id text`);
    await queryRunner.query(`
      UPDATE "sending"."suppression" SET source = CASE reason
        WHEN 'hard_bounce' THEN 'bounce' WHEN 'spam_complaint' THEN 'complaint' ELSE 'unsubscribe' END`);
    // Entries caused by sandbox mail: their transmission says so.
    await queryRunner.query(`
      UPDATE "sending"."suppression" s SET sandbox = true
        FROM "sending"."transmission" t
       WHERE t.id = s.source_request_id AND t.key_type = 'sandbox'`);
    await queryRunner.query(`
      ALTER TABLE "sending"."suppression"
        ALTER COLUMN source SET NOT NULL,
        ADD CONSTRAINT "suppression_source_check" CHECK (source IN ('bounce', 'complaint', 'unsubscribe', 'manual')),
        DROP CONSTRAINT "suppression_pkey",
        ADD PRIMARY KEY (team_id, sandbox, address, reason),
        ADD CONSTRAINT "suppression_id_key" UNIQUE (id)`);
    await queryRunner.query(`
      CREATE INDEX "suppression_list_idx" ON "sending"."suppression" (team_id, sandbox, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "sending"."suppression_list_idx"`);
    // Sandbox entries have no place in the older table, which cannot tell them apart.
    await queryRunner.query(`DELETE FROM "sending"."suppression" WHERE sandbox`);
    await queryRunner.query(`
      ALTER TABLE "sending"."suppression"
        DROP CONSTRAINT "suppression_pkey",
        ADD PRIMARY KEY (team_id, address, reason),
        DROP COLUMN event_id,
        DROP COLUMN source,
        DROP COLUMN sandbox,
        DROP COLUMN id`);
  }
}
