import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSchedulerSchema1764300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // One send request held until scheduled_at, with the caller it was made by, then handed to sending.
    await queryRunner.query(`
      CREATE TABLE "scheduler"."scheduled_email" (
        id text PRIMARY KEY,
        team_id integer NOT NULL,
        key_id uuid NOT NULL,
        key_type text NOT NULL,
        sandbox_recipient text,
        caller jsonb NOT NULL,
        request jsonb NOT NULL,
        recipients text[] NOT NULL,
        state text NOT NULL,
        scheduled_at timestamptz NOT NULL,
        next_attempt_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        first_attempt_at timestamptz,
        from_address text NOT NULL,
        subject text NOT NULL,
        to_addresses jsonb NOT NULL,
        cc_addresses jsonb NOT NULL,
        bcc_addresses jsonb NOT NULL,
        template_slug text,
        transmission_id text,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        cancelled_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE INDEX "scheduled_email_due_idx" ON "scheduler"."scheduled_email" (next_attempt_at)
        WHERE state IN ('scheduled', 'sending')`);
    await queryRunner.query(
      `CREATE INDEX "scheduled_email_team_idx" ON "scheduler"."scheduled_email" (team_id, scheduled_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE INDEX "scheduled_email_transmission_idx" ON "scheduler"."scheduled_email" (team_id, transmission_id)
        WHERE transmission_id IS NOT NULL`);
    // Idempotency-Key of POST /emails/scheduled: per API key, kept 24 hours (SPEC send rule 2).
    await queryRunner.query(`
      CREATE TABLE "scheduler"."idempotency_key" (
        key_id uuid NOT NULL,
        idempotency_key text NOT NULL,
        fingerprint text NOT NULL,
        state text NOT NULL,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (key_id, idempotency_key)
      )`);
    await createMessagingTables(queryRunner, 'scheduler');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'scheduler');
    await queryRunner.query(`DROP TABLE "scheduler"."idempotency_key"`);
    await queryRunner.query(`DROP TABLE "scheduler"."scheduled_email"`);
  }
}
