import {
  DomainEventMessage,
  EmailEventRecord,
  emailEventSubject,
  EmailEventType,
  Streams,
} from '@mailroom/contracts';
import { createMessagingTables, JetStreamEventBus, OutboxRelay } from '@mailroom/messaging';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

// The producing side of the ingest measure: an outbox of its own, relayed to EMAIL_EVENTS by the OutboxRelay
// of libs/messaging over JetStream, exactly as the sending context publishes its events.
const PRODUCER_SCHEMA = 'bench_producer';
const TYPES: EmailEventType[] = ['injection', 'delivery', 'open', 'click', 'delivery', 'injection', 'bounce'];

// `count` events of one team from the last ten minutes, a few of each kind, as sending would publish them.
export function ingestRecords(teamId: number, count: number): EmailEventRecord[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, n) => {
    const type = TYPES[n % TYPES.length];
    const at = new Date(now - 600_000 + Math.floor((n / count) * 590_000)).toISOString();
    const rcpt = `reader${n % 5_000}@example${n % 20}.test`;
    const record: EmailEventRecord = {
      event_id: randomUUID(),
      type,
      timestamp: at,
      team_id: teamId,
      request_id: `ingest${String(Math.floor(n / 8)).padStart(8, '0')}`,
      message_id: `ingest-msg-${Math.floor(n / 4)}-${n % 4}`,
      rcpt_to: rcpt,
      raw_rcpt_to: rcpt,
      recipient_domain: rcpt.slice(rcpt.indexOf('@') + 1),
      mailbox_provider: `Provider ${n % 7}`,
      mailbox_provider_region: 'Europe',
      subject: `Your order #${n} has shipped`,
      friendly_from: 'shop@bench.example.test',
      sending_domain: 'bench.example.test',
      injection_time: at,
      click_tracking: true,
      open_tracking: true,
      transactional: true,
      rcpt_meta: { customer: `c${n % 50_000}` },
      sandbox: false,
    };
    if (type === 'delivery') Object.assign(record, { queue_time: 1_200, msg_size: 2_100 });
    if (type === 'bounce')
      Object.assign(record, { bounce_class: 10, error_code: '550', reason: '5.1.1 Mailbox unavailable' });
    return record;
  });
}

// Baseline: the same records written by multi-row INSERTs of `batch` rows, one transaction each, on one
// connection: what PostgreSQL takes straight into the same table, with its indexes. Answers milliseconds.
export async function insertRaw(client: Client, records: EmailEventRecord[], batch: number): Promise<number> {
  const start = performance.now();
  for (let first = 0; first < records.length; first += batch) {
    const rows = records.slice(first, first + batch);
    await client.query(
      `INSERT INTO "events"."email_event"
         (event_id, occurred_at, team_id, sandbox, type, request_id, message_id, rcpt_to, bounce_class, record)
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::integer[], $4::boolean[], $5::text[],
                            $6::text[], $7::text[], $8::text[], $9::smallint[], $10::jsonb[])`,
      [
        rows.map((row) => row.event_id),
        rows.map((row) => row.timestamp),
        rows.map((row) => row.team_id),
        rows.map((row) => row.sandbox),
        rows.map((row) => row.type),
        rows.map((row) => row.request_id),
        rows.map((row) => row.message_id),
        rows.map((row) => row.rcpt_to.toLowerCase()),
        rows.map((row) => row.bounce_class ?? null),
        rows.map((row) => JSON.stringify(row)),
      ],
    );
  }
  return performance.now() - start;
}

export interface ConsumerRun {
  // From the relay's start to the last event stored by the events service.
  elapsedMs: number;
  // From the relay's start to the outbox marked published (JetStream acknowledged every event).
  relayedMs: number;
  stored: number;
}

// The figure's producer: events committed to an outbox of its own first, then relayed to EMAIL_EVENTS by the
// OutboxRelay of libs/messaging over JetStream, as the sending context publishes them. Its connections stay
// open from `open` to `close`, so that a measured span sees all of their work.
export class OutboxProducer {
  private constructor(
    private readonly dataSource: DataSource,
    private readonly bus: JetStreamEventBus,
  ) {}

  static async open(databaseUrl: string, natsUrl: string): Promise<OutboxProducer> {
    const dataSource = new DataSource({
      type: 'postgres',
      url: databaseUrl,
      entities: [],
      synchronize: false,
    });
    await dataSource.initialize();
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${PRODUCER_SCHEMA}"`);
    const queryRunner = dataSource.createQueryRunner();
    try {
      await createMessagingTables(queryRunner, PRODUCER_SCHEMA);
    } finally {
      await queryRunner.release();
    }
    const bus = await JetStreamEventBus.connect(natsUrl, 'bench-producer', [Streams.emailEvents]);
    return new OutboxProducer(dataSource, bus);
  }

  async commit(records: EmailEventRecord[]): Promise<void> {
    for (let first = 0; first < records.length; first += 5_000) {
      const rows = records
        .slice(first, first + 5_000)
        .map((record): DomainEventMessage<EmailEventRecord> => ({
          event_id: randomUUID(),
          subject: emailEventSubject(record.type),
          occurred_at: record.timestamp,
          data: record,
        }));
      await this.dataSource.query(
        `INSERT INTO "${PRODUCER_SCHEMA}"."outbox" (event_id, subject, payload, occurred_at)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::timestamptz[])`,
        [
          rows.map((row) => row.event_id),
          rows.map((row) => row.subject),
          rows.map((row) => JSON.stringify(row)),
          rows.map((row) => row.occurred_at),
        ],
      );
    }
  }

  // Relays the outbox and waits until the events service stored `count` events of the team (polled in
  // "events"."email_event"), the timeout or the signal.
  async relayUntilStored(
    teamId: number,
    count: number,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<ConsumerRun> {
    const relay = new OutboxRelay(this.dataSource, PRODUCER_SCHEMA, this.bus);
    const start = performance.now();
    const deadline = start + timeoutMs;
    relay.start();
    try {
      let relayedMs = NaN;
      let stored = 0;
      while (stored < count && performance.now() < deadline && !signal.aborted) {
        await sleep(50);
        const [{ count: storedNow }] = await this.dataSource.query<{ count: string }[]>(
          'SELECT count(*) FROM "events"."email_event" WHERE team_id = $1',
          [teamId],
        );
        stored = Number(storedNow);
        if (Number.isNaN(relayedMs)) {
          const [{ unpublished }] = await this.dataSource.query<{ unpublished: string }[]>(
            `SELECT count(*) AS unpublished FROM "${PRODUCER_SCHEMA}"."outbox" WHERE published_at IS NULL`,
          );
          if (Number(unpublished) === 0) relayedMs = performance.now() - start;
        }
      }
      return { elapsedMs: performance.now() - start, relayedMs, stored };
    } finally {
      await relay.stop();
    }
  }

  async close(): Promise<void> {
    await this.bus.close();
    await this.dataSource.destroy();
  }
}
