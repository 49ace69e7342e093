import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWebhooksSchema1764600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // An endpoint of a team; secrets are sealed with the encryption key.
    await queryRunner.query(`
      CREATE TABLE "webhooks"."endpoint" (
        id uuid PRIMARY KEY,
        team_id integer NOT NULL,
        name text NOT NULL,
        url text NOT NULL,
        enabled boolean NOT NULL,
        auth_type text NOT NULL,
        auth_username text,
        auth_password_sealed text,
        oauth2_token_url text,
        oauth2_client_id text,
        oauth2_client_secret_sealed text,
        oauth2_scope text,
        events_mode text NOT NULL,
        events text[] NOT NULL,
        signing_secret_sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "endpoint_team_idx" ON "webhooks"."endpoint" (team_id, created_at)`,
    );
    // One event for one endpoint: its body is fixed once, so that every attempt sends the same bytes under
    // the same webhook-id.
    await queryRunner.query(`
      CREATE TABLE "webhooks"."message" (
        id uuid PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES "webhooks"."endpoint" (id) ON DELETE CASCADE,
        event_id text NOT NULL,
        event_type text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (endpoint_id, event_id)
      )`);
    // One attempt at a message: pending (due at next_attempt_at; claimed while claimed_until is ahead),
    // then succeeded or failed. A failed attempt that is retried names the time of the next one, which is a
    // pending row of its own.
    await queryRunner.query(`
      CREATE TABLE "webhooks"."delivery" (
        id uuid PRIMARY KEY,
        message_id uuid NOT NULL REFERENCES "webhooks"."message" (id) ON DELETE CASCADE,
        endpoint_id uuid NOT NULL REFERENCES "webhooks"."endpoint" (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        status text NOT NULL,
        next_attempt_at timestamptz,
        claimed_until timestamptz,
        claim uuid,
        response_status integer,
        error text,
        response_body text,
        duration_ms integer,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(`
      CREATE INDEX "delivery_pending_idx" ON "webhooks"."delivery" (endpoint_id, next_attempt_at)
        WHERE status = 'pending'`);
    await queryRunner.query(
      `CREATE INDEX "delivery_due_idx" ON "webhooks"."delivery" (next_attempt_at) WHERE status = 'pending'`,
    );
    await queryRunner.query(`
      CREATE INDEX "delivery_claimed_idx" ON "webhooks"."delivery" (endpoint_id)
        WHERE status = 'pending' AND claimed_until IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "delivery_list_idx" ON "webhooks"."delivery" (endpoint_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "delivery_message_idx" ON "webhooks"."delivery" (message_id)`);
    await createMessagingTables(queryRunner, 'webhooks');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'webhooks');
    await queryRunner.query(`DROP TABLE "webhooks"."delivery"`);
    await queryRunner.query(`DROP TABLE "webhooks"."message"`);
    await queryRunner.query(`DROP TABLE "webhooks"."endpoint"`);
  }
}
