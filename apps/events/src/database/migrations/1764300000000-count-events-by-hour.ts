import { MigrationInterface, QueryRunner } from 'typeorm';

const FILTERS = [
  { index: 'email_event_transmission_idx', column: 'request_id', where: '' },
  { index: 'email_event_recipient_idx', column: 'rcpt_to', where: '' },
  { index: 'email_event_type_idx', column: 'type', where: '' },
  { index: 'email_event_bounce_class_idx', column: 'bounce_class', where: 'WHERE bounce_class IS NOT NULL' },
] as const;

export class CountEventsByHour1764300000000 implements MigrationInterface {
  name = 'CountEventsByHour1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every filter's index holds `sandbox` too: counting the matches of a filter then reads the index alone
    // (an index-only scan), never the rows.
    for (const { index, column, where } of FILTERS) {
      await queryRunner.query(`DROP INDEX "events"."${index}"`);
      await queryRunner.query(`
        CREATE INDEX "${index}"
          ON "events"."email_event" (team_id, sandbox, ${column}, occurred_at DESC, event_id DESC) ${where}`);
    }

    // How many live events of each type and bounce class (0: none) a team has per UTC hour, kept in the
    // transaction that stores them: total_count of a list filtered by nothing else adds up the whole hours
    // of its window here and counts only the partial hours at its edges in the events themselves.
    await queryRunner.query(`
      CREATE TABLE "events"."email_event_count" (
        team_id integer NOT NULL,
        hour timestamptz NOT NULL,
        type text NOT NULL,
        bounce_class smallint NOT NULL,
        events bigint NOT NULL,
        PRIMARY KEY (team_id, hour, type, bounce_class)
      )`);
    // Retention deletes the hours of the days it drops, for every team at once.
    await queryRunner.query(
      `CREATE INDEX "email_event_count_hour_idx" ON "events"."email_event_count" (hour)`,
    );
    await queryRunner.query(`
      INSERT INTO "events"."email_event_count" (team_id, hour, type, bounce_class, events)
      SELECT team_id, date_trunc('hour', occurred_at, 'UTC'), type, coalesce(bounce_class, 0), count(*)
        FROM "events"."email_event"
       WHERE NOT sandbox
       GROUP BY 1, 2, 3, 4`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "events"."email_event_count"`);
    for (const { index, column, where } of FILTERS) {
      await queryRunner.query(`DROP INDEX "events"."${index}"`);
      await queryRunner.query(`
        CREATE INDEX "${index}"
          ON "events"."email_event" (team_id, ${column}, occurred_at DESC, event_id DESC) ${where}`);
    }
  }
}
