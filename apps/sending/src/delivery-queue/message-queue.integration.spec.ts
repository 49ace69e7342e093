import { GenericPlanPool } from '@mailroom/database';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { Outbox } from '@mailroom/messaging';
import { escapeLiteral } from 'pg';
import { DataSource } from 'typeorm';
import { SendingConfig } from '../config/sending.config';
import { sendingMigrations } from '../database/sending.migrations';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { newRequestId } from '../transmissions/request-id';
import { MessageQueueRepository } from './message-queue.repository';
import { contentSize, Message, Transmission } from '../transmissions/transmission';
import { MessageContentSize1764900000000 } from '../database/migrations/1764900000000-message-content-size';
import { TransmissionRepository } from '../transmissions/transmission.repository';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

let database: TestDatabase;
let dataSource: DataSource;
let genericPlans: GenericPlanPool;
let queue: MessageQueueRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: SENDING_SCHEMA,
    migrations: sendingMigrations,
  });
  // One connection, so that EXPLAIN EXECUTE reads the plan a statement kept.
  genericPlans = new GenericPlanPool(database.url, SENDING_SCHEMA, 1);
  queue = new MessageQueueRepository(dataSource, genericPlans, { claimLeaseSeconds: 600 } as SendingConfig);
});

afterAll(async () => {
  await genericPlans?.close();
  await dataSource?.destroy();
  await database?.drop();
});

async function queuedMessage(): Promise<string> {
  const transmissionId = newRequestId(Date.now());
  await dataSource.query(
    `INSERT INTO "sending"."transmission" (id, team_id, key_id, key_type, from_address, sending_domain, subject,
       options, to_addresses, cc_addresses, bcc_addresses, accepted, rejected)
     VALUES ($1, 1, $2, 'live', 'a@example.test', 'example.test', 'S', '{}', '["r@example.net"]', '[]', '[]', 1, 0)`,
    [transmissionId, randomUUID()],
  );
  const id = randomUUID();
  await dataSource.query(
    `INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status)
     VALUES ($1, $2, 1, 'r@example.net', 'r@example.net', 'to', 'queued')`,
    [id, transmissionId],
  );
  return id;
}

// A second message of the transmission of `messageId`, queued.
async function anotherMessageOf(messageId: string): Promise<string> {
  const id = randomUUID();
  await dataSource.query(
    `INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status)
     SELECT $1, transmission_id, 1, 'other@example.net', 'other@example.net', 'to', 'queued'
       FROM "sending"."message" WHERE id = $2`,
    [id, messageId],
  );
  return id;
}

async function row(id: string): Promise<{ status: string; attempts: number; locked_until: Date | null }> {
  const [found] = await dataSource.query(
    `SELECT status, attempts, locked_until FROM "sending"."message" WHERE id = $1`,
    [id],
  );
  return found;
}

// The first claim's lease runs out (its worker is stuck or dead) and a second worker claims the message.
async function claimedTwice(id: string): Promise<void> {
  const [first] = await queue
    .claimDue(1000)
    .then(({ claimed }) => claimed.filter((c) => c.message.id === id));
  expect(first.message.attempts).toBe(1);
  await dataSource.query(
    `UPDATE "sending"."message" SET locked_until = now() - interval '1 second' WHERE id = $1`,
    [id],
  );
  const [second] = await queue
    .claimDue(1000)
    .then(({ claimed }) => claimed.filter((c) => c.message.id === id));
  expect(second.message.attempts).toBe(2);
}

describe('claims of the delivery queue', () => {
  it('lets only the current claim settle a message: a worker whose claim was taken again changes nothing', async () => {
    const id = await queuedMessage();
    await claimedTwice(id);

    const late = await queue.transaction((manager) =>
      queue.settleMany(manager, [{ messageId: id, attempt: 1, status: 'delivered', response: '250 late' }]),
    );
    expect(late.size).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 2 });

    const current = await queue.transaction((manager) =>
      queue.settleMany(manager, [{ messageId: id, attempt: 2, status: 'delivered', response: '250 ok' }]),
    );
    expect([...current]).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'delivered', locked_until: null });

    const again = await queue.transaction((manager) =>
      queue.settleMany(manager, [{ messageId: id, attempt: 2, status: 'bounced', response: '550 again' }]),
    );
    expect(again.size).toBe(0);
    expect((await row(id)).status).toBe('delivered');
  });

  it('extends the lease of the current claim only', async () => {
    const id = await queuedMessage();
    await claimedTwice(id);
    await dataSource.query(
      `UPDATE "sending"."message" SET locked_until = now() + interval '5 seconds' WHERE id = $1`,
      [id],
    );
    const before = (await row(id)).locked_until!.getTime();

    await queue.extendLeases([{ messageId: id, attempt: 1 }]);
    expect((await row(id)).locked_until!.getTime()).toBe(before);

    await queue.extendLeases([{ messageId: id, attempt: 2 }]);
    expect((await row(id)).locked_until!.getTime()).toBeGreaterThan(before + 500_000);
  });
  it('writes the event of each settlement that held in the same statement, and none of one that did not', async () => {
    const stale = await queuedMessage();
    await claimedTwice(stale);
    const fresh = await queuedMessage();
    await claimedTwice(fresh);
    const outbox = new Outbox(SENDING_SCHEMA);
    const { events, rows } = outbox.prepare([
      { subject: 'email.delivery', data: { message: 'stale' } },
      { subject: 'email.delivery', data: { message: 'fresh' } },
    ]);

    const settled = await queue.settleAndAnnounce(
      [
        { messageId: stale, attempt: 1, status: 'delivered', response: '250 late' },
        { messageId: fresh, attempt: 2, status: 'delivered', response: '250 ok' },
      ],
      outbox,
      rows,
    );

    expect([...settled]).toEqual([fresh]);
    expect(await row(stale)).toMatchObject({ status: 'sending', attempts: 2 });
    expect(await row(fresh)).toMatchObject({ status: 'delivered', locked_until: null });
    const written: { event_id: string; payload: { data: unknown } }[] = await dataSource.query(
      `SELECT event_id, payload FROM "sending"."outbox" WHERE event_id = ANY($1)`,
      [events.map((event) => event.event_id)],
    );
    expect(written).toEqual([{ event_id: events[1].event_id, payload: events[1] }]);
  });

  it('hands every claimed message its transmission, also when reading new ones pushes out those it kept', async () => {
    // Kept in the order read: the first transmission, then 255 more (as many as are kept).
    const first = await queuedMessage();
    await queue.claimDue(1);
    await Promise.all(Array.from({ length: 255 }, () => queuedMessage()));
    await queue.claimDue(1000);
    // Another message of the first transmission, claimed with ten of new transmissions whose reading pushes
    // the first one out.
    const again = await anotherMessageOf(first);
    const fresh = await Promise.all(Array.from({ length: 10 }, () => queuedMessage()));
    const { claimed } = await queue.claimDue(1000);
    expect(claimed.map((c) => c.message.id).sort()).toEqual([again, ...fresh].sort());
    for (const { message, transmission } of claimed) expect(transmission?.id).toBe(message.transmission_id);
  });

  it('hands a claim the transmission kept as accepted, as a claim that reads it back would see it', async () => {
    const accepted = acceptedTransmission({
      from_address: 'news@example.test',
      from_name: 'Zoë "Z" Müller',
      subject: 'Ünïcode\u2028subject',
      html: '<p>Hello {{name}} <a href="https://example.net/?a=1&b=2">link</a></p>',
      text: 'Hello\r\nthere',
      attachments: [{ name: 'a.txt', type: 'text/plain', data: 'aGVsbG8=' }],
      headers: { 'X-Order': '42' },
      metadata: { order: '42' },
      options: { transactional: false, open_tracking: true, click_tracking: true },
      template_slug: 'welcome',
      template_version: 3,
      cc_addresses: ['c@example.net'],
    });
    const message = queuedMessageOf(accepted, { raw_rcpt_to: 'R@Example.net' });
    await new TransmissionRepository().insert(genericPlans, [accepted], [message]);
    const readBack = new MessageQueueRepository(dataSource, genericPlans, {
      claimLeaseSeconds: 600,
    } as SendingConfig);
    const [read] = (await readBack.claimDue(1000)).claimed.filter((c) => c.message.id === message.id);
    await dataSource.query(
      `UPDATE "sending"."message" SET status = 'queued', locked_until = NULL WHERE id = $1`,
      [message.id],
    );

    queue.keep([accepted]);
    const [kept] = (await queue.claimDue(1000)).claimed.filter((c) => c.message.id === message.id);
    expect(kept.transmission).toBe(accepted);
    // What delivery reads of it is the same either way (the stored row names absent options as null).
    const { campaign_id, reply_to, raw_mime, ...stored } = read.transmission as Transmission &
      Record<string, unknown>;
    expect([campaign_id, reply_to, raw_mime]).toEqual([null, null, null]);
    expect(accepted).toEqual(stored);
  });

  it('stores attachments as they came, uncompressed, and reads them back whole', async () => {
    // Compressible on purpose: PostgreSQL's default would have compressed it to almost nothing.
    const data = Buffer.alloc(300_000).toString('base64');
    const accepted = acceptedTransmission({
      attachments: [{ name: 'zeros.bin', type: 'application/octet-stream', data }],
    });
    await new TransmissionRepository().insert(genericPlans, [accepted], [queuedMessageOf(accepted)]);
    const [stored] = await dataSource.query(
      `SELECT pg_column_compression(attachments) AS compression, pg_column_size(attachments) >= $2 AS whole,
              attachments->0->>'data' = $3 AS same
         FROM "sending"."transmission" WHERE id = $1`,
      [accepted.id, data.length, data],
    );
    expect(stored).toEqual({ compression: null, whole: true, same: true });
  });
});

// A transmission of one recipient as accepting a send records it, with `fields` over plain ones.
function acceptedTransmission(fields: Partial<Transmission> = {}): Transmission {
  const now = new Date();
  return {
    id: newRequestId(now.getTime()),
    team_id: 1,
    key_id: randomUUID(),
    key_type: 'live',
    from_address: 'a@example.test',
    from_name: null,
    sending_domain: 'example.test',
    subject: 'S',
    html: null,
    text: 'Hello',
    attachments: [],
    headers: {},
    metadata: {},
    options: { transactional: true, open_tracking: false, click_tracking: false },
    template_slug: null,
    template_version: null,
    to_addresses: ['r@example.net'],
    cc_addresses: [],
    bcc_addresses: [],
    accepted: 1,
    rejected: 0,
    created_at: now,
    ...fields,
  };
}

// The queued message of the transmission's recipient.
function queuedMessageOf(transmission: Transmission, fields: Partial<Message> = {}): Message {
  return {
    id: randomUUID(),
    transmission_id: transmission.id,
    team_id: transmission.team_id,
    rcpt_to: 'r@example.net',
    raw_rcpt_to: 'r@example.net',
    rcpt_type: 'to',
    status: 'queued',
    attempts: 0,
    created_at: transmission.created_at,
    ...fields,
  };
}

// A transmission of one recipient whose html is `size` characters, queued to be due `dueInMs` from now
// (negative: overdue), as accepting a send records it.
async function queuedWithContent(size: number, dueInMs: number): Promise<string> {
  const transmission = acceptedTransmission({ html: 'x'.repeat(size), text: null });
  const message = queuedMessageOf(transmission);
  await new TransmissionRepository().insert(genericPlans, [transmission], [message]);
  await dataSource.query(
    `UPDATE "sending"."message" SET next_attempt_at = now() + make_interval(secs => $2) WHERE id = $1`,
    [message.id, dueInMs / 1000],
  );
  return message.id;
}

describe('claims bounded by the content in flight', () => {
  beforeEach(async () => {
    // Nothing else due: what a claim takes is these tests' messages.
    await dataSource.query(
      `UPDATE "sending"."message" SET status = 'delivered', locked_until = NULL
        WHERE status IN ('queued', 'deferred', 'sending')`,
    );
  });

  it('takes due messages in due order while their content fits, and says when it left some', async () => {
    const large = await queuedWithContent(300_000, -3000);
    const small = await queuedWithContent(100_000, -2000);
    const other = await queuedWithContent(100_000, -1000);

    // Nothing in flight: the first goes whatever its size, alone, as the next would not fit beside it.
    const first = await queue.claimDue(10, { content: 250_000, firstWhateverItsSize: true });
    expect(first.claimed.map((c) => [c.message.id, c.contentSize])).toEqual([[large, 300_000]]);
    expect(first.cutShort).toBe(true);

    // 150,000 free beside it: one of the two.
    const second = await queue.claimDue(10, { content: 150_000, firstWhateverItsSize: false });
    expect(second.claimed.map((c) => c.message.id)).toEqual([small]);
    expect(second.cutShort).toBe(true);

    const third = await queue.claimDue(10, { content: 150_000, firstWhateverItsSize: false });
    expect(third.claimed.map((c) => c.message.id)).toEqual([other]);
    expect(third.cutShort).toBe(false);
    expect(await row(other)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('leaves a due message that does not fit as it was', async () => {
    const id = await queuedWithContent(100_000, -1000);

    const claim = await queue.claimDue(10, { content: 99_999, firstWhateverItsSize: false });
    expect(claim).toEqual({ claimed: [], cutShort: true });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, locked_until: null });

    const empty = await queue.claimDue(10, { content: 100_000, firstWhateverItsSize: false });
    expect(empty.claimed.map((c) => c.message.id)).toEqual([id]);
    expect(await queue.claimDue(10, { content: 100_000, firstWhateverItsSize: false })).toEqual({
      claimed: [],
      cutShort: false,
    });
  });

  it('counts the bodies and attachments of a transmission, and gives queued messages theirs on upgrade', async () => {
    // A database as the release before content sizes left it, with a message queued.
    const before = await createTestDatabase();
    const previous = await openContextDataSource(before.url, {
      schema: SENDING_SCHEMA,
      migrations: sendingMigrations.filter((m) => m !== MessageContentSize1764900000000),
    });
    try {
      await previous.query(
        `INSERT INTO "sending"."transmission" (id, team_id, key_id, key_type, from_address, sending_domain,
           subject, html, text, attachments, options, to_addresses, cc_addresses, bcc_addresses, accepted,
           rejected)
         VALUES ('t1', 1, $1, 'live', 'a@example.test', 'example.test', 'S', $2, 'plain', $3, '{}',
                 '["r@example.net"]', '[]', '[]', 1, 0)`,
        [
          randomUUID(),
          '<p>Grüße</p>',
          JSON.stringify([
            { name: 'a.txt', type: 'text/plain', data: 'aGVsbG8=' },
            { name: 'b.txt', type: 'text/plain', data: 'd29ybGQh' },
          ]),
        ],
      );
      await previous.query(
        `INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status)
         VALUES ($1, 't1', 1, 'r@example.net', 'r@example.net', 'to', 'queued'),
                ($2, 't1', 1, 'd@example.net', 'd@example.net', 'to', 'delivered')`,
        [randomUUID(), randomUUID()],
      );
      await new MessageContentSize1764900000000().up(previous.createQueryRunner());
      const sizes = await previous.query(
        `SELECT status, content_size FROM "sending"."message" ORDER BY status`,
      );
      // The html and text in characters, each attachment's base64; a message already delivered keeps 0.
      const expected = '<p>Grüße</p>'.length + 'plain'.length + 16;
      expect(sizes).toEqual([
        { status: 'delivered', content_size: 0 },
        { status: 'queued', content_size: expected },
      ]);
      expect(
        contentSize({
          html: '<p>Grüße</p>',
          text: 'plain',
          attachments: [
            { name: 'a.txt', type: 'text/plain', data: 'aGVsbG8=' },
            { name: 'b.txt', type: 'text/plain', data: 'd29ybGQh' },
          ],
        } as Transmission),
      ).toBe(expected);
    } finally {
      await previous.destroy();
      await before.drop();
    }
  });
});

// A statement as the repository ran it.
interface Statement {
  name: string;
  text: string;
  parameters: unknown[];
  // Where it ran: the context's pool plans it at each run, the generic plan pool keeps one plan.
  generic: boolean;
}

// How a statement reads the message table, run again under EXPLAIN ANALYZE: with a plan made for these
// parameters, or with the plan it kept. `rows`: the most rows one scan of the table went through.
async function messageReads({
  name,
  text,
  parameters,
  generic,
}: Statement): Promise<{ indexes: string[]; rows: number }> {
  // EXECUTE takes its arguments as literals: written as node-postgres writes parameters.
  const literals = parameters
    .map((value) => (value === null ? 'NULL' : escapeLiteral(String(prepareValue(value)))))
    .join(', ');
  const [{ 'QUERY PLAN': plan }]: { 'QUERY PLAN': unknown }[] = generic
    ? await genericPlans.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${name}(${literals})`)
    : await dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, parameters);
  const indexes = new Set<string>();
  let rows = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const fields = node as Record<string, unknown>;
    if (fields['Relation Name'] === 'message' && fields['Node Type'] !== 'ModifyTable') {
      if (typeof fields['Index Name'] === 'string') indexes.add(fields['Index Name']);
      rows = Math.max(rows, Number(fields['Actual Rows']) * Number(fields['Actual Loops']));
    }
    Object.values(fields).forEach(visit);
  };
  visit(plan);
  return { indexes: [...indexes].sort(), rows };
}

// A send to `recipients` recipients, all queued at once.
async function queueBurst(recipients: number): Promise<void> {
  const first = await queuedMessage();
  await dataSource.query(
    `INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status)
     SELECT gen_random_uuid(), transmission_id, 1, 'r' || n || '@example.net', 'r' || n || '@example.net', 'to',
            'queued'
       FROM "sending"."message", generate_series(2, $2) n WHERE id = $1`,
    [first, recipients],
  );
}

// The statements `work` ran, on either pool, in their order.
async function statementsOf(work: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const spies = [dataSource, genericPlans].map((runner) => {
    const query = runner.query.bind(runner) as (
      statement: unknown,
      parameters?: unknown[],
    ) => Promise<unknown>;
    return jest.spyOn(runner, 'query').mockImplementation(((statement: unknown, parameters?: unknown[]) => {
      const { name, text } = statement as { name: string; text: string };
      statements.push({ name, text, parameters: parameters ?? [], generic: runner === genericPlans });
      return query(statement, parameters);
    }) as never);
  });
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return statements;
}

describe('settling claims while thousands of messages are queued', () => {
  it('looks each claimed message up by its id, even with statistics from before the burst', async () => {
    // Statistics taken before a burst of sends, when every message was delivered, as autovacuum would have
    // them for a while after it.
    await dataSource.query(`UPDATE "sending"."message" SET status = 'delivered', locked_until = NULL`);
    await dataSource.query(`ANALYZE "sending"."message"`);
    await dataSource.query(`ALTER TABLE "sending"."message" SET (autovacuum_enabled = false)`);
    await queueBurst(5000);
    let claims: { messageId: string; attempt: number }[] = [];
    const statements = await statementsOf(async () => {
      claims = (await queue.claimDue(2)).claimed.map(({ message }) => ({
        messageId: message.id,
        attempt: message.attempts,
      }));
      expect(claims).toHaveLength(2);
      await queue.extendLeases(claims);
      const outbox = new Outbox(SENDING_SCHEMA);
      await queue.settleAndAnnounce(
        claims.map(({ messageId, attempt }) => ({
          messageId,
          attempt,
          status: 'delivered',
          response: '250 ok',
        })),
        outbox,
        outbox.prepare(claims.map(() => ({ subject: 'email.delivery', data: {} }))).rows,
      );
    });
    for (const { messageId } of claims) expect(await row(messageId)).toMatchObject({ status: 'delivered' });

    // The claim walks the due index in its order; the transmissions are read by their key; the lease and
    // the settlement look each message up by its id.
    expect(
      statements.map(({ generic, text }) => [generic, text.trim().split(/\s+/).slice(0, 3).join(' ')]),
    ).toEqual([
      [true, 'WITH due AS'],
      [true, 'SELECT * FROM'],
      [false, 'UPDATE "sending"."message" m'],
      [true, 'WITH s AS'],
    ]);
    const [claim, , lease, settlement] = statements;
    expect(await messageReads(claim)).toEqual({ indexes: ['message_due_idx', 'message_pkey'], rows: 2 });
    for (const statement of [lease, settlement]) {
      const reads = await messageReads(statement);
      expect(reads.indexes).toEqual(['message_pkey']);
      expect(reads.rows).toBeLessThanOrEqual(2);
    }
  });

  it('claims a few of them through the due index, with statistics taken during the burst', async () => {
    // A generic plan made with these statistics guesses that a claim takes a tenth of the queue: as a join
    // of the claimed ids, it read every message of the table to update two.
    await queueBurst(45000);
    await dataSource.query(`ANALYZE "sending"."message"`);
    const statements = await statementsOf(async () => {
      expect((await queue.claimDue(2)).claimed).toHaveLength(2);
    });
    const claim = statements.find(({ text }) => text.trim().startsWith('WITH due AS'))!;
    expect(await messageReads(claim)).toEqual({ indexes: ['message_due_idx', 'message_pkey'], rows: 2 });
  });
});
