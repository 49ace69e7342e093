import { createMessagingTables, dropMessagingTables } from '@mailroom/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAudienceSchema1764600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string): Promise<unknown> => queryRunner.query(sql);
    // Time-ordered UUIDs (version 7): contact ids sort by creation, so that id order is newest-first paging
    // and the keyset of campaign snapshots, from one index.
    await q(`
      CREATE FUNCTION "audience"."uuid_v7"() RETURNS uuid LANGUAGE sql VOLATILE AS $$
        SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING
          substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
          FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
      $$`);
    // properties holds only defined keys with values of their type; dates as normalised ISO 8601 UTC
    // strings, so that text order is time order.
    await q(`
      CREATE TABLE "audience"."contact" (
        id uuid PRIMARY KEY DEFAULT "audience"."uuid_v7"(),
        team_id integer NOT NULL,
        email text NOT NULL,
        status text NOT NULL DEFAULT 'subscribed',
        paused_until timestamptz,
        properties jsonb NOT NULL DEFAULT '{}',
        status_changed_at timestamptz,
        status_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(`CREATE UNIQUE INDEX "contact_team_email_key" ON "audience"."contact" (team_id, lower(email))`);
    await q(`CREATE INDEX "contact_team_id_idx" ON "audience"."contact" (team_id, id)`);
    await q(`CREATE INDEX "contact_team_status_idx" ON "audience"."contact" (team_id, status, id)`);
    // A deliberate resubscribe through the API and every change an email event made, kept.
    await q(`
      CREATE TABLE "audience"."contact_status_change" (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        team_id integer NOT NULL,
        contact_id uuid NOT NULL REFERENCES "audience"."contact" (id) ON DELETE CASCADE,
        from_status text NOT NULL,
        to_status text NOT NULL,
        reason text NOT NULL,
        event_id uuid,
        key_id uuid,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(
      `CREATE INDEX "contact_status_change_contact_idx" ON "audience"."contact_status_change" (contact_id)`,
    );
    await q(`
      CREATE TABLE "audience"."list" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer NOT NULL,
        name text NOT NULL,
        description text,
        contacts_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(`CREATE INDEX "list_team_idx" ON "audience"."list" (team_id, created_at DESC, id DESC)`);
    await q(`
      CREATE TABLE "audience"."list_member" (
        list_id uuid NOT NULL REFERENCES "audience"."list" (id) ON DELETE CASCADE,
        contact_id uuid NOT NULL REFERENCES "audience"."contact" (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (list_id, contact_id)
      )`);
    await q(`CREATE INDEX "list_member_contact_idx" ON "audience"."list_member" (contact_id)`);
    await q(`
      CREATE TABLE "audience"."topic" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer NOT NULL,
        name text NOT NULL,
        description text,
        subscribers_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(`CREATE INDEX "topic_team_idx" ON "audience"."topic" (team_id, created_at DESC, id DESC)`);
    await q(`
      CREATE TABLE "audience"."topic_subscription" (
        topic_id uuid NOT NULL REFERENCES "audience"."topic" (id) ON DELETE CASCADE,
        contact_id uuid NOT NULL REFERENCES "audience"."contact" (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (topic_id, contact_id)
      )`);
    await q(`CREATE INDEX "topic_subscription_contact_idx" ON "audience"."topic_subscription" (contact_id)`);
    // Member counts are kept by statement-level triggers: one counter update per statement, however many
    // rows it adds or removes (an import adds thousands at once), so reading a list's total costs nothing.
    for (const [table, parent, column, key] of [
      ['list_member', 'list', 'contacts_count', 'list_id'],
      ['topic_subscription', 'topic', 'subscribers_count', 'topic_id'],
    ] as const) {
      await q(`
        CREATE FUNCTION "audience"."${table}_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE "audience"."${parent}" p SET ${column} = p.${column} + n.added
            FROM (SELECT ${key}, count(*)::int AS added FROM added_rows GROUP BY ${key}) n WHERE p.id = n.${key};
          RETURN NULL;
        END $$`);
      await q(`
        CREATE FUNCTION "audience"."${table}_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE "audience"."${parent}" p SET ${column} = p.${column} - n.removed
            FROM (SELECT ${key}, count(*)::int AS removed FROM removed_rows GROUP BY ${key}) n WHERE p.id = n.${key};
          RETURN NULL;
        END $$`);
      await q(`
        CREATE TRIGGER "${table}_added" AFTER INSERT ON "audience"."${table}"
          REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT
          EXECUTE FUNCTION "audience"."${table}_count_added"()`);
      await q(`
        CREATE TRIGGER "${table}_removed" AFTER DELETE ON "audience"."${table}"
          REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT
          EXECUTE FUNCTION "audience"."${table}_count_removed"()`);
    }
    await q(`
      CREATE TABLE "audience"."property" (
        team_id integer NOT NULL,
        key text NOT NULL,
        type text NOT NULL,
        label text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, key)
      )`);
    // A segment restricted to a list keeps the list from being deleted (409 list_in_use).
    await q(`
      CREATE TABLE "audience"."segment" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer NOT NULL,
        name text NOT NULL,
        list_id uuid REFERENCES "audience"."list" (id) ON DELETE RESTRICT,
        condition_groups jsonb NOT NULL,
        version integer NOT NULL DEFAULT 1,
        cached_contacts_count integer NOT NULL DEFAULT 0,
        counted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q(`CREATE INDEX "segment_team_idx" ON "audience"."segment" (team_id, created_at DESC, id DESC)`);
    await q(`CREATE INDEX "segment_list_idx" ON "audience"."segment" (list_id) WHERE list_id IS NOT NULL`);
    await q(`CREATE INDEX "segment_counted_idx" ON "audience"."segment" (counted_at NULLS FIRST)`);
    // A CSV import: its chunks as the gateway streamed them, then a job that works through them. rows_done
    // is the resume point: the rows before it are applied, with their counts, in the same transactions.
    await q(`
      CREATE TABLE "audience"."import" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer NOT NULL,
        status text NOT NULL,
        list_ids uuid[] NOT NULL,
        update_existing boolean NOT NULL,
        chunks integer NOT NULL DEFAULT 0,
        rows_done integer NOT NULL DEFAULT 0,
        rows_total integer NOT NULL DEFAULT 0,
        rows_imported integer NOT NULL DEFAULT 0,
        rows_updated integer NOT NULL DEFAULT 0,
        rows_failed integer NOT NULL DEFAULT 0,
        errors jsonb NOT NULL DEFAULT '[]',
        failure_reason text,
        claim_token uuid,
        leased_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q(`
      CREATE INDEX "import_pending_idx" ON "audience"."import" (created_at)
        WHERE status IN ('receiving', 'queued', 'running')`);
    await q(`
      CREATE TABLE "audience"."import_chunk" (
        import_id uuid NOT NULL REFERENCES "audience"."import" (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (import_id, seq)
      )`);
    await createMessagingTables(queryRunner, 'audience');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'audience');
    for (const table of [
      'import_chunk',
      'import',
      'segment',
      'property',
      'topic_subscription',
      'topic',
      'list_member',
      'list',
      'contact_status_change',
      'contact',
    ]) {
      await queryRunner.query(`DROP TABLE "audience"."${table}"`);
    }
    for (const fn of [
      'list_member_count_added',
      'list_member_count_removed',
      'topic_subscription_count_added',
      'topic_subscription_count_removed',
      'uuid_v7',
    ]) {
      await queryRunner.query(`DROP FUNCTION "audience"."${fn}"()`);
    }
  }
}
