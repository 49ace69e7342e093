import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSendingSchema1763950000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // One accepted send request, with its rendered content: kept EMAIL_RETENTION_DAYS, and for as long as a
    // recipient is still to be delivered (TransmissionRetentionJob).
    await queryRunner.query(`
      CREATE TABLE "sending"."transmission" (
        id text PRIMARY KEY,
        team_id integer NOT NULL,
        key_id uuid NOT NULL,
        key_type text NOT NULL,
        from_address text NOT NULL,
        from_name text,
        sending_domain text NOT NULL,
        subject text NOT NULL,
        html text,
        text text,
        attachments jsonb NOT NULL DEFAULT '[]',
        headers jsonb NOT NULL DEFAULT '{}',
        metadata jsonb NOT NULL DEFAULT '{}',
        options jsonb NOT NULL,
        template_slug text,
        template_version integer,
        to_addresses jsonb NOT NULL,
        cc_addresses jsonb NOT NULL,
        bcc_addresses jsonb NOT NULL,
        accepted integer NOT NULL,
        rejected integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "transmission_team_created_idx" ON "sending"."transmission" (team_id, created_at DESC, id DESC)`,
    );
    // One recipient of a transmission; also its delivery job.
    await queryRunner.query(`
      CREATE TABLE "sending"."message" (
        id uuid PRIMARY KEY,
        transmission_id text NOT NULL REFERENCES "sending"."transmission"(id) ON DELETE CASCADE,
        team_id integer NOT NULL,
        rcpt_to text NOT NULL,
        raw_rcpt_to text NOT NULL,
        rcpt_type text NOT NULL,
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_response text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE INDEX "message_due_idx" ON "sending"."message" (next_attempt_at)
        WHERE status IN ('queued', 'deferred', 'sending')`);
    await queryRunner.query(
      `CREATE INDEX "message_transmission_idx" ON "sending"."message" (transmission_id)`,
    );
    // SPEC send rule 2: keys are per API key and kept 24 hours.
    await queryRunner.query(`
      CREATE TABLE "sending"."idempotency_key" (
        key_id uuid NOT NULL,
        idempotency_key text NOT NULL,
        fingerprint text NOT NULL,
        state text NOT NULL,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (key_id, idempotency_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX "idempotency_key_created_idx" ON "sending"."idempotency_key" (created_at)`,
    );
    await createMessagingTables(queryRunner, 'sending');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'sending');
    await queryRunner.query(`DROP TABLE "sending"."idempotency_key"`);
    await queryRunner.query(`DROP TABLE "sending"."message"`);
    await queryRunner.query(`DROP TABLE "sending"."transmission"`);
  }
}
