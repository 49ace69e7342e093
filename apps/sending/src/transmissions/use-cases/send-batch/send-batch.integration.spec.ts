import {
  DomainSubject,
  EmailEventRecord,
  Envelope,
  Plan,
  RequestContext,
  ResolvedSender,
  SendBatchRequest,
  SendBatchResult,
  Streams,
  SuppressionReason,
} from '@mailroom/contracts';
import { GenericPlanPool, runMigrationsLocked } from '@mailroom/database';
import { BusClient, InProcessEventBus, Outbox, OutboxRelay } from '@mailroom/messaging';
import { TemplateRenderer } from '@mailroom/rendering';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sendingMigrations } from '../../../database/sending.migrations';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { DeliveryWorker } from '../../../delivery-queue/delivery-worker';
import { SuppressionRepository } from '../../../suppression/suppression.repository';
import { usagePeriods } from '../../../usage/quota';
import { SendingQuota } from '../../../usage/sending-quota';
import { UsageRepository } from '../../../usage/usage.repository';
import { BatchTransmissionRepository } from '../../batch-transmission.repository';
import { BulkSendingHandler } from '../../bulk-sending.handler';
import { ResolvedSenders } from '../../resolved-senders';
import { SendChecks } from '../../send-checks';
import { Transmission } from '../../transmission';
import { TransmissionRepository } from '../../transmission.repository';
import { SendBatchUseCase } from './send-batch.use-case';

// emails.send-batch as the campaigns context calls it (its bus handler), on a real, freshly migrated
// PostgreSQL; the domains context is a stand-in that answers the sender. What is asserted is what a campaign
// sees (each recipient's outcome) and what leaves on EMAIL_EVENTS through the outbox (what GET /emails/events
// and GET /emails/{requestId} show), each time the outbox has been relayed to the end.
const DOMAIN = 'news.example.test';
const SENDER: ResolvedSender = {
  domain: DOMAIN,
  sandbox: false,
  bounce_domain: null,
  dkim: {
    selector: 'mr202611',
    signing_domain: DOMAIN,
    headers: 'from:to:subject',
    private_key_pem: 'unused',
  },
};

let database: TestDatabase | undefined;
let dataSource: DataSource;
let genericPlans: GenericPlanPool;
let suppressions: SuppressionRepository;
let usage: UsageRepository;
let relay: OutboxRelay;
let handler: BulkSendingHandler;
let lastTeamId = 9000;
// What the outbox published on EMAIL_EVENTS, and what was handed to delivery.
let published: EmailEventRecord[];
let queued: Transmission[];

// The domains context: the sender of every send; nothing else is asked.
const bus = {
  request: async (subject: string): Promise<unknown> => {
    if (subject !== DomainSubject.resolveSender) throw new Error(`unexpected bus request ${subject}`);
    return SENDER;
  },
} as unknown as BusClient;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(
    database.url,
    { schema: SENDING_SCHEMA, migrations: sendingMigrations },
    10,
  );
  genericPlans = new GenericPlanPool(database.url, SENDING_SCHEMA);
  suppressions = new SuppressionRepository(dataSource, genericPlans);
  usage = new UsageRepository(dataSource);
  const events = new InProcessEventBus();
  await events.subscribe({
    durable: 'send-batch-spec',
    stream: Streams.emailEvents,
    subjects: Streams.emailEvents.subjects,
    handler: async (event) => {
      published.push(event.data as EmailEventRecord);
    },
  });
  // Not started: each test relays the outbox to the end itself.
  relay = new OutboxRelay(dataSource, SENDING_SCHEMA, events);
  const sendBatch = new SendBatchUseCase(
    dataSource,
    new Outbox(SENDING_SCHEMA),
    relay,
    new BatchTransmissionRepository(dataSource),
    new TransmissionRepository(),
    new SendChecks(bus, new ResolvedSenders(bus), new TemplateRenderer()),
    suppressions,
    new SendingQuota(usage),
    { queued: (transmissions: Transmission[]) => queued.push(...transmissions) } as unknown as DeliveryWorker,
  );
  handler = new BulkSendingHandler(sendBatch, undefined as never, undefined as never);
});

beforeEach(() => {
  published = [];
  queued = [];
});

afterAll(async () => {
  await genericPlans?.close();
  await dataSource?.destroy();
  await database?.drop();
});

function newTeam(): RequestContext {
  lastTeamId += 1;
  return {
    team_id: lastTeamId,
    key_id: randomUUID(),
    key_type: 'live',
    scopes: [],
    plan: Plan.pro50k,
    monthly_limit: 50_000,
    request_id: randomUUID(),
  };
}

// A batch of the campaign as the campaigns context builds it: a key per contact, the contact's data.
function batch(campaignId: string, people: Record<string, string>): SendBatchRequest {
  return {
    campaign_id: campaignId,
    from: `news@${DOMAIN}`,
    subject: 'Hello {{properties.first_name}}',
    text: 'Hi {{properties.first_name}}',
    recipients: Object.entries(people).map(([email, first_name]) => ({
      idempotency_key: `campaign.${campaignId}.${email}`,
      email,
      substitution_data: { email, properties: { first_name } },
    })),
  };
}

async function sendBatch(
  ctx: RequestContext,
  request: SendBatchRequest,
): Promise<SendBatchResult['outcomes']> {
  const result = await handler.send({ ctx, data: request } satisfies Envelope<SendBatchRequest>);
  while ((await relay.relayBatch()) > 0);
  return result.outcomes;
}

async function suppress(ctx: RequestContext, address: string, reason: SuppressionReason): Promise<void> {
  await dataSource.transaction((manager) =>
    suppressions.add(
      manager,
      { teamId: ctx.team_id, sandbox: false },
      { address, reason, source: 'manual', eventId: null, requestId: null },
    ),
  );
}

async function sentThisMonth(ctx: RequestContext): Promise<number> {
  const { month } = usagePeriods(new Date());
  return (await usage.read(ctx.team_id, [month])).get(month)?.sent ?? 0;
}

// Waits until `count` sessions wait to write keys, on the lock the test holds.
async function waitersForTheKeys(count: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const [{ waiting }] = await dataSource.query<{ waiting: number }[]>(
      `SELECT count(*)::int AS waiting FROM pg_locks
        WHERE NOT granted AND relation = '"sending"."batch_key"'::regclass`,
    );
    if (waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${count} batches did not come to take their keys`);
}

describe('emails.send-batch: recipients refused at send time', () => {
  it('sends the valid recipient and gives one suppressed after the snapshot one policy_rejection, once, however often the batch is retried', async () => {
    const ctx = newTeam();
    const campaignId = randomUUID();
    const request = batch(campaignId, { 'ann@example.net': 'Ann', 'bo@example.net': 'Bo' });
    // The campaign's snapshot left the address in; it unsubscribed before the batch went.
    await suppress(ctx, 'Bo@Example.NET', 'unsubscribe');

    const first = await sendBatch(ctx, request);

    const [ann, bo] = request.recipients.map((r) => r.idempotency_key);
    expect(first).toEqual([
      { idempotency_key: ann, outcome: 'accepted', request_id: expect.any(String) },
      { idempotency_key: bo, outcome: 'rejected', request_id: expect.any(String) },
    ]);
    expect(queued.map((t) => t.to_addresses)).toEqual([['ann@example.net']]);
    expect(published.map((e) => [e.type, e.rcpt_to])).toEqual([
      ['policy_rejection', 'bo@example.net'],
      ['injection', 'ann@example.net'],
    ]);
    const rejection = published[0];
    expect(rejection).toMatchObject({
      request_id: first[1].request_id,
      campaign_id: campaignId,
      reason: 'Recipient is on the suppression list (unsubscribe)',
      subject: 'Hello Bo',
      friendly_from: `news@${DOMAIN}`,
      transactional: false,
      sandbox: false,
    });
    expect(first[1].request_id).not.toBe(first[0].request_id);
    expect(published[1]).toMatchObject({ request_id: first[0].request_id, campaign_id: campaignId });
    // The refused recipient costs no quota.
    expect(await sentThisMonth(ctx)).toBe(1);

    // Retried with the same keys (a campaigns process that crashed or timed out): nothing sent or recorded
    // again, and each recipient answered as the first time, with the same request ids.
    published = [];
    const retried = await sendBatch(ctx, request);
    expect(retried).toEqual([
      { idempotency_key: ann, outcome: 'duplicate', request_id: first[0].request_id },
      { idempotency_key: bo, outcome: 'rejected', request_id: first[1].request_id },
    ]);
    expect(published).toEqual([]);
    expect(queued).toHaveLength(1);
    expect(await sentThisMonth(ctx)).toBe(1);
  });

  it('answers a recipient whose address cannot be mailed invalid, with a policy_rejection that says why, once', async () => {
    const ctx = newTeam();
    const campaignId = randomUUID();
    const request = batch(campaignId, { 'ann@example.net': 'Ann', 'not an address': 'Nobody' });

    const first = await sendBatch(ctx, request);

    expect(first.map((o) => o.outcome)).toEqual(['accepted', 'invalid']);
    expect(first[1].request_id).toEqual(expect.any(String));
    const rejections = published.filter((e) => e.type === 'policy_rejection');
    expect(rejections).toEqual([
      expect.objectContaining({
        request_id: first[1].request_id,
        campaign_id: campaignId,
        rcpt_to: 'not an address',
        raw_rcpt_to: 'not an address',
        reason: 'The recipient address "not an address" is not a valid email address.',
        subject: 'Hello Nobody',
      }),
    ]);
    expect(await sentThisMonth(ctx)).toBe(1);

    published = [];
    expect(await sendBatch(ctx, request)).toEqual([
      { idempotency_key: first[0].idempotency_key, outcome: 'duplicate', request_id: first[0].request_id },
      { idempotency_key: first[1].idempotency_key, outcome: 'invalid', request_id: first[1].request_id },
    ]);
    expect(published).toEqual([]);
  });

  it('records a refused recipient of two concurrent batches with the same keys once, and answers both alike', async () => {
    const ctx = newTeam();
    const request = batch(randomUUID(), { 'ann@example.net': 'Ann', 'bo@example.net': 'Bo' });
    await suppress(ctx, 'bo@example.net', 'hard_bounce');

    // Both batches screen their recipients before either takes a key: they wait to take them on a lock the
    // test holds on the keys, and race for them once it is let go.
    const lock = dataSource.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    let both: Promise<SendBatchResult['outcomes'][]>;
    try {
      await lock.query(`LOCK TABLE "sending"."batch_key" IN SHARE MODE`);
      both = Promise.all([sendBatch(ctx, request), sendBatch(ctx, request)]);
      await waitersForTheKeys(2);
      await lock.commitTransaction();
    } finally {
      if (lock.isTransactionActive) await lock.rollbackTransaction();
      await lock.release();
    }
    const [one, other] = await both;

    expect([one[0].outcome, other[0].outcome].sort()).toEqual(['accepted', 'duplicate']);
    expect(other[0].request_id).toBe(one[0].request_id);
    expect(one[1]).toEqual({
      idempotency_key: one[1].idempotency_key,
      outcome: 'rejected',
      request_id: expect.any(String),
    });
    expect(other[1]).toEqual(one[1]);
    expect(published.map((e) => [e.type, e.request_id]).sort()).toEqual(
      [
        ['injection', one[0].request_id],
        ['policy_rejection', one[1].request_id],
      ].sort(),
    );
    expect(published.find((e) => e.type === 'policy_rejection')?.reason).toBe(
      'Recipient is on the suppression list (hard_bounce)',
    );
    expect(await sentThisMonth(ctx)).toBe(1);
  });

  it('answers the keys taken before outcomes were kept as then: a generation failure failed, a message sent duplicate', async () => {
    const ctx = newTeam();
    const request = batch(randomUUID(), { 'ann@example.net': 'Ann', 'long@example.net': 'x'.repeat(1000) });
    const [ann, long] = request.recipients.map((r) => r.idempotency_key);
    await dataSource.query(
      `INSERT INTO "sending"."batch_key" (team_id, idempotency_key, transmission_id, generation_failed)
       VALUES ($1, $2, 'sent-before', false), ($1, $3, 'failed-before', true)`,
      [ctx.team_id, ann, long],
    );

    expect(await sendBatch(ctx, request)).toEqual([
      { idempotency_key: ann, outcome: 'duplicate', request_id: 'sent-before' },
      { idempotency_key: long, outcome: 'failed', request_id: 'failed-before' },
    ]);
    expect(published).toEqual([]);
  });
});

describe('the migration that keeps outcomes', () => {
  it('reverts to keys the previous release reads right, and applies again', async () => {
    const ctx = newTeam();
    const request = batch(randomUUID(), {
      'ann@example.net': 'Ann',
      'bo@example.net': 'Bo',
      'long@example.net': 'x'.repeat(1000),
      'not an address': 'Nobody',
    });
    await suppress(ctx, 'bo@example.net', 'spam_complaint');
    const first = await sendBatch(ctx, request);
    expect(first.map((o) => o.outcome)).toEqual(['accepted', 'rejected', 'failed', 'invalid']);

    await dataSource.undoLastMigration({ transaction: 'each' });
    // The previous release keeps no key for a refused recipient (it would answer one as sent).
    const kept = await dataSource.query<{ idempotency_key: string; generation_failed: boolean }[]>(
      `SELECT idempotency_key, generation_failed FROM "sending"."batch_key" WHERE team_id = $1
        ORDER BY idempotency_key`,
      [ctx.team_id],
    );
    const keys = request.recipients.map((r) => r.idempotency_key);
    expect(kept).toEqual([
      { idempotency_key: keys[0], generation_failed: false },
      { idempotency_key: keys[2], generation_failed: true },
    ]);

    await runMigrationsLocked(dataSource, SENDING_SCHEMA);
    published = [];
    const again = await sendBatch(ctx, request);
    expect(again.map((o) => [o.outcome, o.request_id])).toEqual([
      ['duplicate', first[0].request_id],
      ['rejected', expect.any(String)],
      ['failed', first[2].request_id],
      ['invalid', expect.any(String)],
    ]);
  });
});
