import { INestMicroservice } from '@nestjs/common';
import { MicroserviceOptions } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  ClickTracked,
  DomainEventMessage,
  EmailEventListView,
  EmailEventRecord,
  emailEventSubject,
  EmailEventType,
  Envelope,
  EventsSubject,
  ListEventsQuery,
  OpenTracked,
  RequestContext,
  Streams,
  TRACKING_TOKEN_PURPOSE,
  TrackingHit,
  TrackingToken,
  TransmissionEventsView,
  Unsubscribed,
  UnsubscribePage,
  UnsubscribeRequest,
} from '@mailroom/contracts';
import { DatabaseRootModule } from '@mailroom/database';
import {
  BusClient,
  EVENT_BUS,
  EventBus,
  MessagingModule,
  microserviceOptions,
  TransportSettings,
} from '@mailroom/messaging';
import { ObservabilityModule } from '@mailroom/observability';
import { deriveKey, TokenSigner } from '@mailroom/security';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { serviceFailure } from '@mailroom/testing/service-failure';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EVENTS_SCHEMA } from './database/events.schema';
import { EventPartitions } from './email-events/event-partitions';
import { RecordEventUseCase } from './email-events/use-cases/record-event/record-event.use-case';
import { EventsModule } from './events.module';
import { RetentionJob } from './retention/retention.job';
import { TrackClickUseCase } from './tracking/use-cases/track-click/track-click.use-case';
import { TrackOpenUseCase } from './tracking/use-cases/track-open/track-open.use-case';

// The events context through its bus handlers (in-process transport) and its subscription to EMAIL_EVENTS,
// on a real, freshly migrated database.
const settings: TransportSettings = { kind: 'in-process', requestTimeoutMs: 5000 };
const ENCRYPTION_KEY = randomBytes(32).toString('base64');
const RETENTION_DAYS = 10;
const TRACKING_RETENTION_DAYS = 30;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

let database: TestDatabase | undefined;
let app: INestMicroservice | undefined;
let bus: BusClient;
let events: EventBus;
let lastTeamId = 3000;
// What the events context published on EMAIL_EVENTS, as a webhooks consumer would receive it.
const published: EmailEventRecord[] = [];
const signer = new TokenSigner(deriveKey(ENCRYPTION_KEY, TRACKING_TOKEN_PURPOSE));

beforeAll(async () => {
  database = await createTestDatabase();
  const moduleRef = await Test.createTestingModule({
    imports: [
      DatabaseRootModule.forRoot({ url: database.url, poolSize: 5 }),
      ObservabilityModule,
      MessagingModule.forRoot(settings),
      EventsModule.register({
        retentionDays: RETENTION_DAYS,
        trackingRetentionDays: TRACKING_RETENTION_DAYS,
        encryptionKey: ENCRYPTION_KEY,
      }),
    ],
  }).compile();
  app = moduleRef.createNestMicroservice<MicroserviceOptions>({
    ...microserviceOptions(settings, 'events'),
    logger: ['error'],
  });
  await app.listen();
  bus = app.get(BusClient);
  events = app.get<EventBus>(EVENT_BUS);
  await events.subscribe({
    durable: 'test-webhooks',
    stream: Streams.emailEvents,
    subjects: Streams.emailEvents.subjects,
    handler: async (event) => {
      published.push(event.data as EmailEventRecord);
    },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function newTeam(): number {
  lastTeamId += 1;
  return lastTeamId;
}

function ctxOf(teamId: number, sandboxRecipient?: string): RequestContext {
  return {
    team_id: teamId,
    key_id: `key-${teamId}`,
    key_type: sandboxRecipient === undefined ? 'live' : 'sandbox',
    scopes: [],
    plan: 'free',
    monthly_limit: 3_000,
    sandbox_recipient: sandboxRecipient || undefined,
    request_id: randomUUID(),
  };
}

function record(teamId: number, overrides: Partial<EmailEventRecord> = {}): EmailEventRecord {
  const rcpt = overrides.rcpt_to ?? 'reader@example.net';
  return {
    event_id: randomUUID(),
    type: 'injection',
    timestamp: new Date(Date.now() - MINUTE).toISOString(),
    team_id: teamId,
    request_id: randomUUID(),
    message_id: randomUUID(),
    rcpt_to: rcpt,
    raw_rcpt_to: rcpt,
    recipient_domain: rcpt.slice(rcpt.indexOf('@') + 1),
    mailbox_provider: 'Other',
    mailbox_provider_region: 'Global',
    subject: 'Hello',
    friendly_from: 'news@mail.example.test',
    sending_domain: 'mail.example.test',
    injection_time: new Date(Date.now() - MINUTE).toISOString(),
    click_tracking: true,
    open_tracking: true,
    transactional: false,
    rcpt_meta: { order: 'A-1' },
    sandbox: false,
    ...overrides,
  };
}

// As the sending context's outbox relay would: one event on EMAIL_EVENTS, handed to every subscriber.
async function emit(...records: EmailEventRecord[]): Promise<void> {
  for (const item of records) {
    const message: DomainEventMessage<EmailEventRecord> = {
      event_id: randomUUID(),
      subject: emailEventSubject(item.type),
      occurred_at: item.timestamp,
      data: item,
    };
    await events.publishAll([message]);
  }
}

function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

const api = {
  list: (ctx: RequestContext, query: ListEventsQuery = {}) =>
    bus.request<EmailEventListView>(EventsSubject.list, {
      ctx,
      data: query,
    } satisfies Envelope<ListEventsQuery>),
  transmission: (ctx: RequestContext, requestId: string) =>
    bus.request<TransmissionEventsView>(EventsSubject.getTransmission, {
      ctx,
      data: { request_id: requestId },
    }),
  open: (hit: TrackingHit) => bus.request<OpenTracked>(EventsSubject.trackOpen, hit),
  click: (hit: TrackingHit) => bus.request<ClickTracked>(EventsSubject.trackClick, hit),
  page: (hit: TrackingHit) => bus.request<UnsubscribePage>(EventsSubject.unsubscribePage, hit),
  unsubscribe: (request: UnsubscribeRequest) => bus.request<Unsubscribed>(EventsSubject.unsubscribe, request),
};

function dataSource(): DataSource {
  return app!.get<DataSource>(getDataSourceToken(EVENTS_SCHEMA));
}

async function storedCount(eventId: string): Promise<number> {
  const rows: { count: string }[] = await dataSource().query(
    'SELECT count(*) FROM "events"."email_event" WHERE event_id = $1',
    [eventId],
  );
  return Number(rows[0].count);
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ids = (view: EmailEventListView): string[] => view.events.data.map((event) => event.event_id);

describe('the events store', () => {
  it('stores each event once, however often it is delivered', async () => {
    const team = newTeam();
    const injection = record(team);
    await emit(injection, injection);
    await emit({ ...injection });

    expect(await storedCount(injection.event_id)).toBe(1);
    const listed = await api.list(ctxOf(team));
    expect(ids(listed)).toEqual([injection.event_id]);
    expect(listed.events.total_count).toBe(1);
  });

  it('lists the events newest first, each with the fields of its type', async () => {
    const team = newTeam();
    const requestId = randomUUID();
    const injection = record(team, { request_id: requestId, timestamp: ago(30 * MINUTE) });
    const delay = record(team, {
      type: 'delay',
      request_id: requestId,
      timestamp: ago(20 * MINUTE),
      queue_time: 600_000,
      error_code: '451',
      reason: 'Try again later',
      raw_reason: '451 Try again later',
    });
    const bounce = record(team, {
      type: 'bounce',
      request_id: requestId,
      timestamp: ago(10 * MINUTE),
      bounce_class: 10,
      error_code: '550',
      reason: '5.1.1 No such user',
      raw_reason: 'No such user',
      msg_size: 1234,
    });
    const delivery = record(team, {
      type: 'delivery',
      timestamp: ago(5 * MINUTE),
      queue_time: 1500,
      msg_size: 900,
    });
    await emit(delivery, injection, bounce, delay);

    const listed = await api.list(ctxOf(team));
    expect(ids(listed)).toEqual([delivery, bounce, delay, injection].map((event) => event.event_id));
    const common = {
      rcpt_to: 'reader@example.net',
      raw_rcpt_to: 'reader@example.net',
      recipient_domain: 'example.net',
      mailbox_provider: 'Other',
      mailbox_provider_region: 'Global',
      subject: 'Hello',
      friendly_from: 'news@mail.example.test',
    };
    expect(listed.events.data).toEqual([
      {
        event_id: delivery.event_id,
        type: 'delivery',
        timestamp: delivery.timestamp,
        request_id: delivery.request_id,
        ...common,
        queue_time: 1500,
      },
      {
        event_id: bounce.event_id,
        type: 'bounce',
        timestamp: bounce.timestamp,
        request_id: requestId,
        ...common,
        bounce_class: 10,
        error_code: '550',
        reason: '5.1.1 No such user',
      },
      {
        event_id: delay.event_id,
        type: 'delay',
        timestamp: delay.timestamp,
        request_id: requestId,
        ...common,
        queue_time: 600_000,
        error_code: '451',
        reason: 'Try again later',
      },
      {
        event_id: injection.event_id,
        type: 'injection',
        timestamp: injection.timestamp,
        request_id: requestId,
        ...common,
      },
    ]);
    expect(listed.events.pagination).toEqual({ next_cursor: null, per_page: 25 });
    expect(listed.events.total_count).toBe(4);
  });

  it('filters by event types, recipients (any case), transmissions and bounce classes, and counts the matches', async () => {
    const team = newTeam();
    const first = randomUUID();
    const second = randomUUID();
    const a = record(team, { request_id: first, rcpt_to: 'Ann@Example.net', timestamp: ago(9 * MINUTE) });
    const b = record(team, { request_id: first, rcpt_to: 'bob@example.net', timestamp: ago(8 * MINUTE) });
    const aBounce = record(team, {
      type: 'bounce',
      request_id: first,
      rcpt_to: 'Ann@Example.net',
      bounce_class: 10,
      timestamp: ago(7 * MINUTE),
    });
    const c = record(team, { request_id: second, rcpt_to: 'cat@example.net', timestamp: ago(6 * MINUTE) });
    const cBounce = record(team, {
      type: 'bounce',
      request_id: second,
      rcpt_to: 'cat@example.net',
      bounce_class: 21,
      timestamp: ago(5 * MINUTE),
    });
    await emit(a, b, aBounce, c, cBounce);
    const ctx = ctxOf(team);

    const bounces = await api.list(ctx, { events: ['bounce'] });
    expect(ids(bounces)).toEqual([cBounce.event_id, aBounce.event_id]);
    expect(bounces.events.total_count).toBe(2);
    expect(ids(await api.list(ctx, { recipients: ['ann@example.NET'] }))).toEqual([
      aBounce.event_id,
      a.event_id,
    ]);
    expect(ids(await api.list(ctx, { transmissions: [second] }))).toEqual([cBounce.event_id, c.event_id]);
    expect(ids(await api.list(ctx, { bounce_classes: [21, 50] }))).toEqual([cBounce.event_id]);
    expect(
      ids(
        await api.list(ctx, {
          events: ['injection', 'delivery'],
          recipients: ['bob@example.net', 'cat@example.net'],
        }),
      ),
    ).toEqual([c.event_id, b.event_id]);
    const none = await api.list(ctx, { events: ['open'] });
    expect(none.events).toMatchObject({ data: [], total_count: 0, pagination: { next_cursor: null } });
  });

  it('pages through every event once, and refuses a cursor that is not one of its own', async () => {
    const team = newTeam();
    // Two events at the same instant: the id breaks the tie.
    const at = ago(3 * MINUTE);
    const all = [
      record(team, { timestamp: ago(4 * MINUTE) }),
      record(team, { timestamp: at }),
      record(team, { timestamp: at }),
      record(team, { timestamp: ago(2 * MINUTE) }),
      record(team, { timestamp: ago(1 * MINUTE) }),
    ];
    await emit(...all);
    const ctx = ctxOf(team);
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await api.list(ctx, { per_page: 2, cursor });
      expect(page.events.total_count).toBe(5);
      sizes.push(page.events.data.length);
      seen.push(...ids(page));
      cursor = page.events.pagination.next_cursor ?? undefined;
    } while (cursor && sizes.length < 10);
    expect(sizes).toEqual([2, 2, 1]);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe(all[4].event_id);
    expect(seen[4]).toBe(all[0].event_id);

    const second = (await api.list(ctx, { per_page: 2 })).events.pagination.next_cursor!;
    for (const [caller, value] of [
      [ctxOf(newTeam()), second],
      [ctxOf(team, 'owner@example.test'), second],
      [ctx, `${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`],
      [ctx, 'not-a-cursor'],
    ] as const) {
      expect(await serviceFailure(api.list(caller, { cursor: value }))).toMatchObject({
        status: 422,
        error_code: 'validation_error',
        errors: { cursor: [expect.any(String)] },
      });
    }
  });

  it('counts exactly in any window: whole hours, the partial hours at its edges, and filters', async () => {
    const team = newTeam();
    const hour = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR;
    const at = (offset: number) => new Date(hour + offset).toISOString();
    const earlier = record(team, { type: 'delivery', timestamp: at(-2 * HOUR + 10 * MINUTE) });
    const hardBounce = record(team, { type: 'bounce', bounce_class: 10, timestamp: at(5 * MINUTE) });
    const late = record(team, { type: 'delivery', timestamp: at(50 * MINUTE) });
    const next = record(team, { type: 'delivery', timestamp: at(HOUR + 30 * MINUTE) });
    const blockBounce = record(team, { type: 'bounce', bounce_class: 21, timestamp: at(2 * HOUR + MINUTE) });
    const sandbox = record(team, { type: 'delivery', sandbox: true, timestamp: at(30 * MINUTE) });
    await emit(earlier, hardBounce, late, next, blockBounce, sandbox, { ...late });
    const ctx = ctxOf(team);

    const cases: [ListEventsQuery, EmailEventRecord[]][] = [
      [{}, [blockBounce, next, late, hardBounce, earlier]],
      [{ events: ['bounce'] }, [blockBounce, hardBounce]],
      [{ bounce_classes: [10] }, [hardBounce]],
      [{ from: at(30 * MINUTE), to: at(2 * HOUR + 30 * MINUTE) }, [blockBounce, next, late]],
      [{ from: at(30 * MINUTE), to: at(2 * HOUR + 30 * MINUTE), events: ['delivery'] }, [next, late]],
      [{ from: at(30 * MINUTE), to: at(2 * HOUR + 30 * MINUTE), bounce_classes: [21, 10] }, [blockBounce]],
      [{ from: at(-3 * HOUR), to: at(2 * HOUR), events: ['bounce'], bounce_classes: [10] }, [hardBounce]],
      [{ from: at(MINUTE), to: at(55 * MINUTE) }, [late, hardBounce]],
      [{ from: at(0), to: at(2 * HOUR) }, [next, late, hardBounce]],
    ];
    for (const [query, expected] of cases) {
      const listed = await api.list(ctx, query);
      expect({ query, ids: ids(listed), total: listed.events.total_count }).toEqual({
        query,
        ids: expected.map((event) => event.event_id),
        total: expected.length,
      });
    }
  });

  it('carries total_count from the first page to the next ones, and counts again for other filters', async () => {
    const team = newTeam();
    await emit(...[4, 3, 2].map((minutes) => record(team, { timestamp: ago(minutes * MINUTE) })));
    const ctx = ctxOf(team);
    const first = await api.list(ctx, { per_page: 2 });
    expect(first.events.total_count).toBe(3);
    const cursor = first.events.pagination.next_cursor!;

    // A newer event: it belongs to the first page of a new listing, not to the pages after this cursor.
    await emit(record(team, { timestamp: ago(MINUTE) }));
    const second = await api.list(ctx, { per_page: 2, cursor });
    expect(second.events).toMatchObject({ total_count: 3, pagination: { next_cursor: null } });
    expect(second.events.data).toHaveLength(1);

    expect((await api.list(ctx, { per_page: 2 })).events.total_count).toBe(4);
    const otherFilter = await api.list(ctx, { per_page: 2, cursor, events: ['injection'] });
    expect(otherFilter.events.total_count).toBe(4);
  });

  it('answers a total_count that the pages from its first page add up to, while events are being stored', async () => {
    const team = newTeam();
    const ctx = ctxOf(team);
    await emit(...[3, 2, 1].map((minutes) => record(team, { timestamp: ago(minutes * MINUTE) })));
    let storing = true;
    const writer = (async () => {
      // Each newer than every event before it: none can show up on a page after a first page read earlier.
      for (let i = 0; i < 40; i += 1) await emit(record(team, { timestamp: new Date().toISOString() }));
      storing = false;
    })();
    const walks: { counted: number; listed: number }[] = [];
    while (storing || walks.length === 0) {
      const first = await api.list(ctx, { per_page: 3 });
      let listed = first.events.data.length;
      let cursor = first.events.pagination.next_cursor;
      while (cursor) {
        const next = await api.list(ctx, { per_page: 3, cursor });
        listed += next.events.data.length;
        cursor = next.events.pagination.next_cursor;
      }
      walks.push({ counted: first.events.total_count, listed });
    }
    await writer;
    expect(walks.filter((walk) => walk.counted !== walk.listed)).toEqual([]);
    expect((await api.list(ctx, { per_page: 3 })).events.total_count).toBe(43);
  });

  it('lists within a window that starts no earlier than the retention window, and refuses one that ends before it starts', async () => {
    const team = newTeam();
    const older = record(team, { timestamp: ago(3 * DAY) });
    const recent = record(team, { timestamp: ago(DAY) });
    const expired = record(team, { timestamp: ago((RETENTION_DAYS + 1) * DAY) });
    await emit(older, recent, expired);
    expect(await storedCount(expired.event_id)).toBe(0);
    const ctx = ctxOf(team);

    const everything = await api.list(ctx);
    expect(ids(everything)).toEqual([recent.event_id, older.event_id]);
    const window = Date.parse(everything.events.to) - Date.parse(everything.events.from);
    expect(window).toBe(RETENTION_DAYS * DAY);
    expect(Date.parse(everything.events.to)).toBeGreaterThan(Date.now() - 10_000);

    const moved = await api.list(ctx, { from: '2001-01-01T00:00:00Z' });
    expect(Date.parse(moved.events.from)).toBeGreaterThan(Date.now() - RETENTION_DAYS * DAY - 10_000);
    expect(ids(moved)).toEqual([recent.event_id, older.event_id]);

    const fourDaysAgo = ago(4 * DAY);
    const between = await api.list(ctx, { from: fourDaysAgo, to: recent.timestamp });
    expect(ids(between)).toEqual([older.event_id]);
    expect(between.events).toMatchObject({ from: fourDaysAgo, to: recent.timestamp });
    expect(ids(await api.list(ctx, { from: recent.timestamp }))).toEqual([recent.event_id]);

    expect(
      await serviceFailure(api.list(ctx, { from: recent.timestamp, to: recent.timestamp })),
    ).toMatchObject({
      status: 422,
      errors: { to: [expect.any(String)] },
    });
    expect(await serviceFailure(api.list(ctx, { to: ago((RETENTION_DAYS + 2) * DAY) }))).toMatchObject({
      status: 422,
      errors: { to: [expect.any(String)] },
    });
    // A window wholly before the retention window holds nothing.
    const gone = await api.list(ctx, { from: ago(40 * DAY), to: ago(30 * DAY) });
    expect(gone.events).toMatchObject({ data: [], total_count: 0 });
  });

  it('keeps teams apart, and live and sandbox traffic apart', async () => {
    const team = newTeam();
    const owner = 'Owner@example.test';
    const live = record(team);
    const sandboxToOwner = record(team, {
      sandbox: true,
      rcpt_to: 'owner@example.test',
      raw_rcpt_to: 'x@example.net',
    });
    const sandboxToMember = record(team, { sandbox: true, rcpt_to: 'member@example.test' });
    await emit(live, sandboxToOwner, sandboxToMember);

    expect(ids(await api.list(ctxOf(team)))).toEqual([live.event_id]);
    expect(ids(await api.list(ctxOf(team, owner)))).toEqual([sandboxToOwner.event_id]);
    expect(ids(await api.list(ctxOf(team, '')))).toEqual([]);
    expect(ids(await api.list(ctxOf(newTeam())))).toEqual([]);
    expect(ids(await api.list(ctxOf(newTeam(), owner)))).toEqual([]);
  });
});

describe('storing events that arrive together', () => {
  it('stores each of many events taken at once, answering for each only once it is stored, and fails a bad one alone', async () => {
    const team = newTeam();
    const recorder = app!.get(RecordEventUseCase);
    const good = Array.from({ length: 30 }, (_, n) => record(team, { timestamp: ago((n + 1) * 1000) }));
    const bad = record(team, { event_id: 'not-a-uuid' });

    const outcomes = await Promise.allSettled(
      [...good.slice(0, 15), bad, good[3], ...good.slice(15)].map(async (event) => {
        const outcome = await recorder.execute(event);
        // Answered: the event is there for every reader.
        return { outcome, stored: await storedCount(event.event_id) };
      }),
    );

    const stored = { status: 'fulfilled', value: { outcome: 'stored', stored: 1 } };
    expect(outcomes).toEqual([
      ...Array.from({ length: 15 }, () => stored),
      { status: 'rejected', reason: expect.any(Error) },
      { status: 'fulfilled', value: { outcome: 'duplicate', stored: 1 } },
      ...Array.from({ length: 15 }, () => stored),
    ]);
    const listed = await api.list(ctxOf(team), { per_page: 100 });
    expect(listed.events.total_count).toBe(30);
    expect(ids(listed)).toEqual(good.map((event) => event.event_id));
    // Each injection remembers its message: its tracking links record events.
    const message = good[20];
    const opened = await api.open({
      token: signer.sign({ k: 'o', t: team, r: message.request_id, m: message.message_id }),
      request_id: randomUUID(),
    });
    expect(opened).toEqual({ recorded: true });
  });

  it('stores a burst published at once on EMAIL_EVENTS; a transmission shows its first 1,000 and counts all', async () => {
    const team = newTeam();
    const requestId = randomUUID();
    const burst = Array.from({ length: 1_001 }, (_, n) =>
      record(team, { request_id: requestId, timestamp: new Date(Date.now() - HOUR + n).toISOString() }),
    );

    await Promise.all(burst.map((event) => emit(event)));

    const detail = await api.transmission(ctxOf(team), requestId);
    expect(detail.total_count).toBe(1_001);
    expect(detail.results.map((event) => event.event_id)).toEqual(
      burst.slice(0, 1_000).map((event) => event.event_id),
    );
    expect((await api.list(ctxOf(team))).events.total_count).toBe(1_001);
  });
});

describe('the events of one transmission', () => {
  it('gives every event of the transmission, oldest first, with the detail fields', async () => {
    const team = newTeam();
    const requestId = randomUUID();
    const injection = record(team, { request_id: requestId, timestamp: ago(3 * MINUTE) });
    const delivery = record(team, {
      type: 'delivery',
      request_id: requestId,
      message_id: injection.message_id,
      timestamp: ago(2 * MINUTE),
      queue_time: 60_000,
      msg_size: 2048,
    });
    const other = record(team, {
      rcpt_to: 'other@example.net',
      request_id: requestId,
      timestamp: ago(MINUTE),
    });
    await emit(delivery, injection, other, record(team));

    const detail = await api.transmission(ctxOf(team), requestId);
    expect(detail.total_count).toBe(3);
    expect(detail.results.map((event) => event.event_id)).toEqual(
      [injection, delivery, other].map((e) => e.event_id),
    );
    expect(detail.results[1]).toEqual({
      event_id: delivery.event_id,
      type: 'delivery',
      timestamp: delivery.timestamp,
      request_id: requestId,
      message_id: injection.message_id,
      subject: 'Hello',
      friendly_from: 'news@mail.example.test',
      sending_domain: 'mail.example.test',
      rcpt_to: 'reader@example.net',
      raw_rcpt_to: 'reader@example.net',
      recipient_domain: 'example.net',
      mailbox_provider: 'Other',
      mailbox_provider_region: 'Global',
      sending_ip: null,
      click_tracking: true,
      open_tracking: true,
      transactional: false,
      msg_size: 2048,
      injection_time: delivery.injection_time,
      reason: null,
      raw_reason: null,
      error_code: null,
      rcpt_meta: { order: 'A-1' },
      queue_time: 60_000,
    });
  });

  it("answers 404 for an unknown transmission, another team's, and a sandbox one not addressed to the key's owner", async () => {
    const team = newTeam();
    const live = record(team);
    const sandbox = record(team, { sandbox: true, rcpt_to: 'owner@example.test' });
    await emit(live, sandbox);

    expect((await api.transmission(ctxOf(team), live.request_id)).total_count).toBe(1);
    expect((await api.transmission(ctxOf(team, 'owner@example.test'), sandbox.request_id)).total_count).toBe(
      1,
    );
    for (const [ctx, requestId] of [
      [ctxOf(team), randomUUID()],
      [ctxOf(team), 'not a request id'],
      [ctxOf(newTeam()), live.request_id],
      [ctxOf(team), sandbox.request_id],
      [ctxOf(team, 'owner@example.test'), live.request_id],
      [ctxOf(team, 'member@example.test'), sandbox.request_id],
    ] as const) {
      expect(await serviceFailure(api.transmission(ctx, requestId))).toEqual({
        status: 404,
        error_code: 'not_found',
        message: 'Email not found.',
      });
    }
  });
});

describe('partitions', () => {
  async function partitions(): Promise<string[]> {
    const rows: { name: string }[] = await dataSource().query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = '"events"."email_event"'::regclass ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  }

  const dayName = (at: number): string =>
    `email_event_${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}`;

  it('holds one partition per day of the window and two days ahead', async () => {
    const names = await partitions();
    expect(names[0]).toBe(dayName(Date.now() - RETENTION_DAYS * DAY));
    expect(names[names.length - 1]).toBe(dayName(Date.now() + 2 * DAY));
    expect(names).toHaveLength(RETENTION_DAYS + 3);
  });

  it('stores an event of a day it has no partition for yet', async () => {
    const team = newTeam();
    const future = record(team, { timestamp: new Date(Date.now() + 5 * DAY).toISOString() });
    await emit(future);
    expect(await storedCount(future.event_id)).toBe(1);
    expect(await partitions()).toContain(dayName(Date.now() + 5 * DAY));
  });

  it('stores a delivery of a day it has no partition for yet (a batch without injections is one statement)', async () => {
    const team = newTeam();
    const future = record(team, {
      type: 'delivery',
      timestamp: new Date(Date.now() + 6 * DAY).toISOString(),
    });
    await emit(future);
    expect(await storedCount(future.event_id)).toBe(1);
    expect(await partitions()).toContain(dayName(Date.now() + 6 * DAY));
  });

  it('drops the partitions whose day has left the window, with their events and their counts', async () => {
    const team = newTeam();
    const old = record(team, { timestamp: ago(5 * DAY) });
    await emit(old);
    expect((await api.list(ctxOf(team))).events.total_count).toBe(1);
    const later = Date.now() + 6 * DAY;
    const { dropped } = await app!.get(EventPartitions).maintain(new Date(later));
    expect(dropped).toContain(dayName(Date.now() - 5 * DAY));
    expect(await storedCount(old.event_id)).toBe(0);
    expect((await partitions())[0]).toBe(dayName(later - RETENTION_DAYS * DAY));
    // Listed today, the window still covers that day: nothing is there, and nothing is counted.
    expect((await api.list(ctxOf(team))).events).toMatchObject({ data: [], total_count: 0 });
  });
});

describe('tracking links', () => {
  function token(payload: Partial<TrackingToken>): string {
    return signer.sign(payload);
  }

  async function injected(overrides: Partial<EmailEventRecord> = {}): Promise<EmailEventRecord> {
    const injection = record(newTeam(), { rcpt_to: 'Jane.Doe@example.net', ...overrides });
    await emit(injection);
    return injection;
  }

  function hit(tokenValue: string, extra: Partial<TrackingHit> = {}): TrackingHit {
    return { token: tokenValue, request_id: randomUUID(), user_agent: 'Mozilla/5.0 (test)', ...extra };
  }

  const tokenOf = (injection: EmailEventRecord, k: TrackingToken['k'], u?: string): string =>
    token({ k, t: injection.team_id, r: injection.request_id, m: injection.message_id, ...(u ? { u } : {}) });

  async function tracked(injection: EmailEventRecord, type: EmailEventType): Promise<EmailEventListView> {
    return api.list(ctxOf(injection.team_id), { events: [type] });
  }

  it('records an open for every load of the pixel, and publishes it on EMAIL_EVENTS', async () => {
    const injection = await injected();
    expect(await api.open(hit(tokenOf(injection, 'o')))).toEqual({ recorded: true });
    expect(await api.open(hit(tokenOf(injection, 'o'), { user_agent: undefined }))).toEqual({
      recorded: true,
    });

    const opens = await tracked(injection, 'open');
    expect(opens.events.total_count).toBe(2);
    const withAgent = opens.events.data.find((event) => event.user_agent !== undefined);
    expect(opens.events.data.filter((event) => event !== withAgent)).toEqual([
      expect.not.objectContaining({ user_agent: expect.anything() }),
    ]);
    expect(withAgent).toEqual({
      event_id: expect.any(String),
      type: 'open',
      timestamp: expect.any(String),
      request_id: injection.request_id,
      rcpt_to: 'Jane.Doe@example.net',
      raw_rcpt_to: 'Jane.Doe@example.net',
      recipient_domain: 'example.net',
      mailbox_provider: 'Other',
      mailbox_provider_region: 'Global',
      subject: 'Hello',
      friendly_from: 'news@mail.example.test',
      user_agent: 'Mozilla/5.0 (test)',
    });
    const [open] = (await api.transmission(ctxOf(injection.team_id), injection.request_id)).results.filter(
      (event) => event.type === 'open' && event.user_agent,
    );
    expect(open).toMatchObject({
      message_id: injection.message_id,
      rcpt_meta: { order: 'A-1' },
      transactional: false,
    });

    const relayed = await waitFor('the open on EMAIL_EVENTS', () =>
      published.find((event) => event.event_id === withAgent?.event_id),
    );
    expect(relayed).toMatchObject({
      type: 'open',
      team_id: injection.team_id,
      message_id: injection.message_id,
    });
  });

  it('records an initial_open for the first load of a message’s pixel only, however many load it at once', async () => {
    const injection = await injected();
    await Promise.all(Array.from({ length: 5 }, () => api.open(hit(tokenOf(injection, 'o')))));
    await api.open(hit(tokenOf(injection, 'o')));

    expect((await tracked(injection, 'open')).events.total_count).toBe(6);
    const initial = await tracked(injection, 'initial_open');
    expect(initial.events.data).toEqual([
      expect.objectContaining({
        type: 'initial_open',
        request_id: injection.request_id,
        rcpt_to: 'Jane.Doe@example.net',
        user_agent: 'Mozilla/5.0 (test)',
      }),
    ]);
    await waitFor('the initial_open on EMAIL_EVENTS', () =>
      published.find((event) => event.event_id === initial.events.data[0].event_id),
    );

    // Another recipient's copy of the same transmission opens for the first time on its own.
    const other = await injected({
      team_id: injection.team_id,
      request_id: injection.request_id,
      rcpt_to: 'other@example.net',
    });
    await api.open(hit(tokenOf(other, 'o')));
    expect((await tracked(injection, 'initial_open')).events.total_count).toBe(2);
  });

  it('redirects a click to its signed target and records it with the target', async () => {
    const injection = await injected();
    const target = 'https://shop.example.com/offer?id=7&utm=mail';
    expect(await api.click(hit(tokenOf(injection, 'c', target)))).toEqual({ url: target });

    const clicks = await tracked(injection, 'click');
    expect(clicks.events.data).toEqual([
      expect.objectContaining({ type: 'click', target_link_url: target, user_agent: 'Mozilla/5.0 (test)' }),
    ]);
  });

  it('keeps the first 500 units of a user agent without cutting a character in two, before and after the injection', async () => {
    // An emoji (two UTF-16 units) across the 500th unit.
    const userAgent = `${'u'.repeat(499)}😀 Reader/1.0`;
    const early = record(newTeam(), { timestamp: ago(MINUTE) });
    const target = 'https://shop.example.com/';
    await app!.get(TrackOpenUseCase).execute(hit(tokenOf(early, 'o'), { user_agent: userAgent }), new Date());
    await emit(early);
    const injection = await injected();
    expect(await api.open(hit(tokenOf(injection, 'o'), { user_agent: userAgent }))).toEqual({
      recorded: true,
    });
    expect(await api.click(hit(tokenOf(injection, 'c', target), { user_agent: userAgent }))).toEqual({
      url: target,
    });

    for (const [message, type] of [
      [early, 'open'],
      [injection, 'open'],
      [injection, 'click'],
    ] as const) {
      expect((await tracked(message, type)).events.data).toEqual([
        expect.objectContaining({ user_agent: 'u'.repeat(499) }),
      ]);
    }
  });

  it('remembers the message of an injection only when its mail links back (tracking, or an unsubscribe link)', async () => {
    const plain = await injected({ transactional: true, open_tracking: false, click_tracking: false });
    const opened = await injected({ transactional: true, open_tracking: true, click_tracking: false });
    const clicked = await injected({ transactional: true, open_tracking: false, click_tracking: true });
    const marketing = await injected({ transactional: false, open_tracking: false, click_tracking: false });
    const ids = [plain, opened, clicked, marketing].map((injection) => injection.message_id);
    const remembered: { message_id: string }[] = await dataSource().query(
      `SELECT message_id FROM "events"."tracked_message" WHERE message_id = ANY($1)`,
      [ids],
    );
    expect(remembered.map((row) => row.message_id).sort()).toEqual(ids.slice(1).sort());
    // Every injection is stored and listed all the same.
    expect(await tracked(plain, 'injection')).toMatchObject({ events: { total_count: 1 } });
  });

  it('serves links of messages it no longer knows without recording anything', async () => {
    const unknown = record(newTeam());
    expect(await api.open(hit(tokenOf(unknown, 'o')))).toEqual({ recorded: false });
    expect(await api.click(hit(tokenOf(unknown, 'c', 'https://example.com/')))).toEqual({
      url: 'https://example.com/',
    });
    expect(await api.list(ctxOf(unknown.team_id))).toMatchObject({ events: { total_count: 0 } });
    expect(await serviceFailure(api.page(hit(tokenOf(unknown, 'u'))))).toMatchObject({
      status: 404,
      error_code: 'not_found',
    });
  });

  it('keeps an open and a click that come before the injection is stored, and records them once when it is', async () => {
    const injection = record(newTeam(), { timestamp: ago(10 * MINUTE) });
    const target = 'https://shop.example.com/early';
    const openedAt = new Date(Date.now() - 5 * MINUTE);
    const clickedAt = new Date(Date.now() - 4 * MINUTE);
    expect(
      await app!
        .get(TrackOpenUseCase)
        .execute(hit(tokenOf(injection, 'o'), { user_agent: 'Early reader/1.0' }), openedAt),
    ).toEqual({ recorded: false });
    expect(
      await app!
        .get(TrackClickUseCase)
        .execute(hit(tokenOf(injection, 'c', target), { user_agent: 'Early clicker/2.0' }), clickedAt),
    ).toEqual({ url: target });
    expect(await api.list(ctxOf(injection.team_id))).toMatchObject({ events: { total_count: 0 } });

    await emit(injection);

    const listed = await api.list(ctxOf(injection.team_id));
    expect(listed.events.total_count).toBe(4);
    const byType = new Map(listed.events.data.map((event) => [event.type, event]));
    const message = {
      request_id: injection.request_id,
      rcpt_to: 'reader@example.net',
      subject: 'Hello',
      friendly_from: 'news@mail.example.test',
    };
    expect(byType.get('click')).toEqual(
      expect.objectContaining({
        ...message,
        timestamp: clickedAt.toISOString(),
        user_agent: 'Early clicker/2.0',
        target_link_url: target,
      }),
    );
    for (const type of ['open', 'initial_open'] as const) {
      expect(byType.get(type)).toEqual(
        expect.objectContaining({
          ...message,
          timestamp: openedAt.toISOString(),
          user_agent: 'Early reader/1.0',
        }),
      );
    }
    for (const type of ['click', 'open', 'initial_open'] as const) {
      const relayed = await waitFor(`the early ${type} on EMAIL_EVENTS`, () =>
        published.find((event) => event.event_id === byType.get(type)?.event_id),
      );
      expect(relayed).toMatchObject({ type, team_id: injection.team_id, message_id: injection.message_id });
    }

    // The injection delivered again records nothing more.
    await emit(injection);
    expect((await api.list(ctxOf(injection.team_id))).events.total_count).toBe(4);

    // The message has had its first open: a later one is an open only.
    expect(await api.open(hit(tokenOf(injection, 'o')))).toEqual({ recorded: true });
    expect((await tracked(injection, 'open')).events.total_count).toBe(2);
    expect((await tracked(injection, 'initial_open')).events.total_count).toBe(1);
  });

  it('answers 404 to a forged, edited or misplaced token, and records nothing', async () => {
    const injection = await injected();
    const forged = new TokenSigner(randomBytes(32)).sign({
      k: 'o',
      t: injection.team_id,
      r: injection.request_id,
      m: injection.message_id,
    });
    const valid = tokenOf(injection, 'o');
    // Its last two characters changed: one token in 256 ends in AA (a 16-byte tag's last character holds 2
    // bits), and writing AA there again was no edit.
    const edited = `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`;
    const attempts: [string, (hitValue: TrackingHit) => Promise<unknown>][] = [
      [forged, api.open],
      [edited, api.open],
      ['', api.open],
      // An open token on the click link, and a click token without a target or with one that is not http(s).
      [valid, api.click],
      [tokenOf(injection, 'c'), api.click],
      [tokenOf(injection, 'c', 'javascript:alert(1)'), api.click],
      [tokenOf(injection, 'o'), api.page],
      [token({ k: 'u', t: 0, r: injection.request_id, m: injection.message_id }), api.page],
    ];
    for (const [value, call] of attempts) {
      expect(await serviceFailure(call(hit(value)))).toMatchObject({ status: 404, error_code: 'not_found' });
    }
    // A token naming another team's message.
    expect(
      await api.open(hit(token({ k: 'o', t: newTeam(), r: injection.request_id, m: injection.message_id }))),
    ).toEqual({ recorded: false });
    expect((await api.list(ctxOf(injection.team_id))).events.total_count).toBe(1);
  });

  it('unsubscribes an address from the team once: one-click, then the page says so', async () => {
    const injection = await injected();
    const link = tokenOf(injection, 'u');
    expect(await api.page(hit(link))).toEqual({
      masked_address: 'J***@example.net',
      sending_domain: 'mail.example.test',
      already_unsubscribed: false,
    });
    // Showing the page records nothing.
    expect((await tracked(injection, 'list_unsubscribe')).events.total_count).toBe(0);

    expect(await api.unsubscribe({ ...hit(link), one_click: true })).toEqual({
      recorded: true,
      sending_domain: 'mail.example.test',
    });
    expect(await api.unsubscribe({ ...hit(link), one_click: false })).toEqual({
      recorded: false,
      sending_domain: 'mail.example.test',
    });
    expect(await api.page(hit(link))).toMatchObject({ already_unsubscribed: true });

    const unsubscribes = await api.list(ctxOf(injection.team_id), {
      events: ['list_unsubscribe', 'link_unsubscribe'],
    });
    expect(unsubscribes.events.data).toEqual([
      expect.objectContaining({ type: 'list_unsubscribe', rcpt_to: 'Jane.Doe@example.net' }),
    ]);
    await waitFor('the unsubscribe on EMAIL_EVENTS', () =>
      published.find((event) => event.event_id === unsubscribes.events.data[0].event_id),
    );

    // Another message of the same team to the same address (any case): already unsubscribed.
    const again = record(injection.team_id, { rcpt_to: 'jane.doe@EXAMPLE.net' });
    await emit(again);
    expect(await api.page(hit(tokenOf(again, 'u')))).toMatchObject({ already_unsubscribed: true });
  });

  it("records the page's form as link_unsubscribe", async () => {
    const injection = await injected({ rcpt_to: 'x@example.org' });
    expect(await api.unsubscribe({ ...hit(tokenOf(injection, 'u')), one_click: false })).toMatchObject({
      recorded: true,
    });
    expect((await tracked(injection, 'link_unsubscribe')).events.data).toEqual([
      expect.objectContaining({ type: 'link_unsubscribe', rcpt_to: 'x@example.org' }),
    ]);
  });

  it('records every open that races the storing of the injection, once, with one initial_open', async () => {
    const injection = record(newTeam());
    const loads = Array.from({ length: 20 }, () => api.open(hit(tokenOf(injection, 'o'))));
    await Promise.all([...loads, emit(injection)]);

    expect((await tracked(injection, 'open')).events.total_count).toBe(20);
    expect((await tracked(injection, 'initial_open')).events.total_count).toBe(1);
  });

  it('deletes a kept hit whose message never came after EVENT_RETENTION_DAYS', async () => {
    const unknown = record(newTeam());
    expect(await api.open(hit(tokenOf(unknown, 'o')))).toEqual({ recorded: false });
    const kept = async (): Promise<number> => {
      const rows: { count: string }[] = await dataSource().query(
        'SELECT count(*) FROM "events"."pending_tracking_hit" WHERE message_id = $1',
        [unknown.message_id],
      );
      return Number(rows[0].count);
    };
    expect(await kept()).toBe(1);
    const job = app!.get(RetentionJob);
    await job.run(new Date(Date.now() + (RETENTION_DAYS - 1) * DAY));
    expect(await kept()).toBe(1);
    await job.run(new Date(Date.now() + (RETENTION_DAYS + 1) * DAY));
    expect(await kept()).toBe(0);
  });

  it('forgets messages after TRACKING_RETENTION_DAYS: their links then record nothing', async () => {
    const injection = await injected();
    const job = app!.get(RetentionJob);
    await job.run(new Date(Date.now() + (TRACKING_RETENTION_DAYS - 1) * DAY));
    expect(await api.open(hit(tokenOf(injection, 'o')))).toEqual({ recorded: true });
    await job.run(new Date(Date.now() + (TRACKING_RETENTION_DAYS + 1) * DAY));
    expect(await api.open(hit(tokenOf(injection, 'o')))).toEqual({ recorded: false });
    expect(await serviceFailure(api.page(hit(tokenOf(injection, 'u'))))).toMatchObject({ status: 404 });
  });
});
