import { MigrationInterface, QueryRunner } from 'typeorm';

export class KeepEarlyTrackingHits1764500000000 implements MigrationInterface {
  name = 'KeepEarlyTrackingHits1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Opens and clicks of messages whose injection event was not stored yet (the consumer of EMAIL_EVENTS
    // runs behind): recorded as events when the injection is stored, deleted after EVENT_RETENTION_DAYS if
    // it never is. The reader's IP address is not kept, as for every tracking event.
    await queryRunner.query(`
      CREATE TABLE "events"."pending_tracking_hit" (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id text NOT NULL,
        team_id integer NOT NULL,
        request_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('open', 'click')),
        occurred_at timestamptz NOT NULL,
        user_agent text,
        target_link_url text CHECK ((kind = 'click') = (target_link_url IS NOT NULL)),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "pending_tracking_hit_message_idx" ON "events"."pending_tracking_hit" (message_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX "pending_tracking_hit_created_idx" ON "events"."pending_tracking_hit" (created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "events"."pending_tracking_hit"`);
  }
}
