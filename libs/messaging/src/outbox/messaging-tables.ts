import { QueryRunner } from 'typeorm';

// Every context that publishes or consumes events creates these tables in its own schema, from its own
// migration, so that the outbox commits with the context's state.
export async function createMessagingTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}"."outbox" (
      seq bigint GENERATED ALWAYS AS IDENTITY,
      event_id uuid PRIMARY KEY,
      subject text NOT NULL,
      payload jsonb NOT NULL,
      occurred_at timestamptz NOT NULL,
      published_at timestamptz
    )`);
  await queryRunner.query(
    `CREATE INDEX "outbox_unpublished_idx" ON "${schema}"."outbox" (seq) WHERE published_at IS NULL`,
  );
  await queryRunner.query(`
    CREATE TABLE "${schema}"."processed_event" (
      consumer text NOT NULL,
      event_id uuid NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )`);
}

export async function dropMessagingTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE "${schema}"."processed_event"`);
  await queryRunner.query(`DROP TABLE "${schema}"."outbox"`);
}
