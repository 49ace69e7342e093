import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEventsSchema1764200000000 implements MigrationInterface {
  name = 'CreateEventsSchema1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Per-recipient events, partitioned by day: retention drops whole partitions (EventPartitions creates
    // them ahead and drops the expired ones). The primary key holds the partition key, as Postgres requires;
    // a redelivered event carries the same id and time, so it conflicts and changes nothing. The columns
    // are what the filters of GET /emails/events need; the record is the event as the producer wrote it.
    await queryRunner.query(`
      CREATE TABLE "events"."email_event" (
        event_id uuid NOT NULL,
        occurred_at timestamptz NOT NULL,
        team_id integer NOT NULL,
        sandbox boolean NOT NULL,
        type text NOT NULL,
        request_id text NOT NULL,
        message_id text NOT NULL,
        rcpt_to text NOT NULL CHECK (rcpt_to = lower(rcpt_to)),
        bounce_class smallint,
        record jsonb NOT NULL,
        PRIMARY KEY (event_id, occurred_at)
      ) PARTITION BY RANGE (occurred_at)`);
    // Every list is newest first on (occurred_at, event_id); one index per filter, each ending in that order.
    await queryRunner.query(`
      CREATE INDEX "email_event_team_idx"
        ON "events"."email_event" (team_id, sandbox, occurred_at DESC, event_id DESC)`);
    await queryRunner.query(`
      CREATE INDEX "email_event_transmission_idx"
        ON "events"."email_event" (team_id, request_id, occurred_at DESC, event_id DESC)`);
    await queryRunner.query(`
      CREATE INDEX "email_event_recipient_idx"
        ON "events"."email_event" (team_id, rcpt_to, occurred_at DESC, event_id DESC)`);
    await queryRunner.query(`
      CREATE INDEX "email_event_type_idx"
        ON "events"."email_event" (team_id, type, occurred_at DESC, event_id DESC)`);
    await queryRunner.query(`
      CREATE INDEX "email_event_bounce_class_idx"
        ON "events"."email_event" (team_id, bounce_class, occurred_at DESC, event_id DESC)
        WHERE bounce_class IS NOT NULL`);

    // The recipient of every message injected, from its injection event: what an open, a click or an
    // unsubscribe (whose token names only team, transmission and message) is recorded against. Kept longer
    // than events (TRACKING_RETENTION_DAYS): links keep working after the events of the send expired.
    await queryRunner.query(`
      CREATE TABLE "events"."tracked_message" (
        message_id text PRIMARY KEY,
        team_id integer NOT NULL,
        request_id text NOT NULL,
        injected_at timestamptz NOT NULL,
        record jsonb NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "tracked_message_injected_idx" ON "events"."tracked_message" (injected_at)`,
    );

    // Addresses that unsubscribed from a team's mail through a link of it, first time only.
    await queryRunner.query(`
      CREATE TABLE "events"."unsubscribe" (
        team_id integer NOT NULL,
        address text NOT NULL CHECK (address = lower(address)),
        request_id text NOT NULL,
        message_id text NOT NULL,
        event_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, address)
      )`);
    await createMessagingTables(queryRunner, 'events');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'events');
    await queryRunner.query(`DROP TABLE "events"."unsubscribe"`);
    await queryRunner.query(`DROP TABLE "events"."tracked_message"`);
    // Drops its partitions with it.
    await queryRunner.query(`DROP TABLE "events"."email_event"`);
  }
}
