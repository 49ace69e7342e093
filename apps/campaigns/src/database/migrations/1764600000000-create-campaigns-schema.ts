import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCampaignsSchema1764600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // One campaign: its content, its audience, and where its sending stands. `caller` is the API key context
    // it was asked to send with; `lease_until` fences the worker that prepares or finishes it.
    await queryRunner.query(`
      CREATE TABLE "campaigns"."campaign" (
        id uuid PRIMARY KEY,
        team_id integer NOT NULL,
        name text NOT NULL,
        status text NOT NULL,
        subject text NOT NULL,
        from_email text NOT NULL,
        from_name text,
        reply_to text,
        html text,
        text text,
        template_slug text,
        list_id uuid,
        segment_id uuid,
        topic_id uuid,
        scheduled_at timestamptz,
        requested text,
        caller jsonb,
        snapshot_after uuid,
        lease_until timestamptz,
        total_recipients integer NOT NULL DEFAULT 0,
        sent_count integer NOT NULL DEFAULT 0,
        sent_at timestamptz,
        review_reason text,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "campaign_team_idx" ON "campaigns"."campaign" (team_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE INDEX "campaign_due_idx" ON "campaigns"."campaign" (scheduled_at) WHERE status = 'scheduled'`);
    await queryRunner.query(`
      CREATE INDEX "campaign_working_idx" ON "campaigns"."campaign" (status) WHERE status IN ('preparing', 'sending')`);
    // The first campaign each team asked to send or schedule: it waits for the operator's approval.
    await queryRunner.query(`
      CREATE TABLE "campaigns"."team_review" (
        team_id integer PRIMARY KEY,
        first_campaign_id uuid NOT NULL,
        approved_at timestamptz
      )`);
    // The snapshot of a campaign's recipients, taken once when it is prepared, and each one's sending state.
    await queryRunner.query(`
      CREATE TABLE "campaigns"."recipient" (
        campaign_id uuid NOT NULL REFERENCES "campaigns"."campaign"(id) ON DELETE CASCADE,
        contact_id uuid NOT NULL,
        email text NOT NULL,
        properties jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        claimed_until timestamptz,
        request_id text,
        PRIMARY KEY (campaign_id, contact_id)
      )`);
    await queryRunner.query(`
      CREATE INDEX "recipient_pending_idx" ON "campaigns"."recipient" (campaign_id, contact_id)
        WHERE status = 'pending'`);
    // Counters kept by the consumer of EMAIL_EVENTS, one row per campaign: reading stats scans no event.
    await queryRunner.query(`
      CREATE TABLE "campaigns"."campaign_stats" (
        campaign_id uuid PRIMARY KEY REFERENCES "campaigns"."campaign"(id) ON DELETE CASCADE,
        injections integer NOT NULL DEFAULT 0,
        deliveries integer NOT NULL DEFAULT 0,
        bounces integer NOT NULL DEFAULT 0,
        spam_complaints integer NOT NULL DEFAULT 0,
        opens integer NOT NULL DEFAULT 0,
        unique_opens integer NOT NULL DEFAULT 0,
        clicks integer NOT NULL DEFAULT 0,
        unique_clicks integer NOT NULL DEFAULT 0,
        unsubscribes integer NOT NULL DEFAULT 0
      )`);
    // The campaign's email events (SPEC's campaign event types); event_id makes each stored once.
    await queryRunner.query(`
      CREATE TABLE "campaigns"."campaign_event" (
        event_id uuid PRIMARY KEY,
        campaign_id uuid NOT NULL REFERENCES "campaigns"."campaign"(id) ON DELETE CASCADE,
        event_type text NOT NULL,
        email text NOT NULL,
        occurred_at timestamptz NOT NULL,
        message_id text NOT NULL,
        bounce_class text,
        reason text,
        target_link_url text,
        user_agent text
      )`);
    await queryRunner.query(`
      CREATE INDEX "campaign_event_time_idx" ON "campaigns"."campaign_event"
        (campaign_id, occurred_at DESC, event_id DESC)`);
    await queryRunner.query(`
      CREATE INDEX "campaign_event_type_idx" ON "campaigns"."campaign_event"
        (campaign_id, event_type, occurred_at DESC, event_id DESC)`);
    await queryRunner.query(`
      CREATE INDEX "campaign_event_email_idx" ON "campaigns"."campaign_event"
        (campaign_id, lower(email), occurred_at DESC, event_id DESC)`);
    // The messages opened and clicked at least once: the unique counts.
    await queryRunner.query(`
      CREATE TABLE "campaigns"."engagement" (
        campaign_id uuid NOT NULL REFERENCES "campaigns"."campaign"(id) ON DELETE CASCADE,
        message_id text NOT NULL,
        kind text NOT NULL,
        PRIMARY KEY (campaign_id, message_id, kind)
      )`);
    await createMessagingTables(queryRunner, 'campaigns');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'campaigns');
    await queryRunner.query(`DROP TABLE "campaigns"."engagement"`);
    await queryRunner.query(`DROP TABLE "campaigns"."campaign_event"`);
    await queryRunner.query(`DROP TABLE "campaigns"."campaign_stats"`);
    await queryRunner.query(`DROP TABLE "campaigns"."recipient"`);
    await queryRunner.query(`DROP TABLE "campaigns"."team_review"`);
    await queryRunner.query(`DROP TABLE "campaigns"."campaign"`);
  }
}
