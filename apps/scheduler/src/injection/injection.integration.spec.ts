import {
  DomainEventMessage,
  Envelope,
  ErrorCode,
  IDEMPOTENCY_KEY_PATTERN,
  Plan,
  ScheduledEmailEvent,
  ScheduledEmailEventRecord,
  SendEmailDto,
  SendingSubject,
  SendOutcome,
  ServiceError,
  Streams,
} from '@mailroom/contracts';
import { BusClient, InProcessEventBus, Outbox, OutboxRelay } from '@mailroom/messaging';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { SchedulerConfig } from '../config/scheduler.config';
import { schedulerMigrations } from '../database/scheduler.migrations';
import { SCHEDULER_SCHEMA } from '../database/scheduler.schema';
import { Caller } from '../scheduled-emails/scheduled-email';
import { newScheduledEmailId } from '../scheduled-emails/scheduled-email-id';
import { ScheduledEmailRepository } from '../scheduled-emails/scheduled-email.repository';
import { CancelScheduledEmailUseCase } from '../scheduled-emails/use-cases/cancel-scheduled-email/cancel-scheduled-email.use-case';
import { DueEmailRepository, INJECTION_KEY_PREFIX } from './due-email.repository';
import { InjectionWorker } from './injection-worker';
import { ScheduledEmailInjector } from './scheduled-email-injector';

// Scheduler processes on a real, freshly migrated PostgreSQL, each with its own connection pool, in front of
// a stand-in for sending that keeps Idempotency-Keys as sending does: the same key answers the same
// transmission. What is asserted is what sending was asked, and the states and events that result.

const injectionKey = (id: string): string => `${INJECTION_KEY_PREFIX}${id}`;

const CONFIG: SchedulerConfig = {
  pollIntervalMs: 1000,
  concurrency: 8,
  leaseSeconds: 2,
  sendTimeoutMs: 1000,
  retryBaseSeconds: 1,
  retryLimitSeconds: 60,
  retentionDays: 30,
};

interface SendCall {
  key: string;
  ctx: Envelope<SendEmailDto>['ctx'];
  request: SendEmailDto;
  at: number;
}

// Sending as the scheduler sees it over the bus. `answer` decides each call; by default a new transmission
// per key, replayed for a key seen before.
class SendingStandIn {
  readonly calls: SendCall[] = [];
  readonly transmissions = new Map<string, string>();
  answer: (call: SendCall) => Promise<SendOutcome> = async (call) => this.accept(call);

  readonly bus = {
    request: async (subject: string, payload: unknown): Promise<unknown> => {
      if (subject !== SendingSubject.send) throw new Error(`unexpected bus request ${subject}`);
      const envelope = payload as Envelope<SendEmailDto>;
      const call: SendCall = {
        key: envelope.meta?.idempotency_key ?? '',
        ctx: envelope.ctx,
        request: envelope.data,
        at: Date.now(),
      };
      this.calls.push(call);
      return this.answer(call);
    },
  } as unknown as BusClient;

  accept(call: SendCall): SendOutcome {
    const existing = this.transmissions.get(call.key);
    const requestId = existing ?? randomUUID();
    this.transmissions.set(call.key, requestId);
    return { result: { request_id: requestId, accepted: 1, rejected: 0 }, replayed: existing !== undefined };
  }

  callsFor(id: string): SendCall[] {
    return this.calls.filter((call) => call.key === injectionKey(id));
  }
}

interface SchedulerProcess {
  due: DueEmailRepository;
  worker: InjectionWorker;
  emails: ScheduledEmailRepository;
  cancel: CancelScheduledEmailUseCase;
  relay: OutboxRelay;
}

let database: TestDatabase | undefined;
const dataSources: DataSource[] = [];
const processes: SchedulerProcess[] = [];
let first: DataSource;
let events: DomainEventMessage<ScheduledEmailEventRecord>[];
let eventBus: InProcessEventBus;
let lastTeamId = 7000;

async function openDataSource(): Promise<DataSource> {
  const dataSource = await openContextDataSource(
    database!.url,
    { schema: SCHEDULER_SCHEMA, migrations: schedulerMigrations },
    6,
  );
  dataSources.push(dataSource);
  return dataSource;
}

// One scheduler process: its own pool, worker and outbox relay (to an in-process event bus).
async function startScheduler(sending: SendingStandIn, config = CONFIG): Promise<SchedulerProcess> {
  const dataSource = await openDataSource();
  const outbox = new Outbox(SCHEDULER_SCHEMA);
  const relay = new OutboxRelay(dataSource, SCHEDULER_SCHEMA, eventBus, 50);
  const due = new DueEmailRepository(dataSource);
  const injector = new ScheduledEmailInjector(config, sending.bus, due, outbox, relay);
  const worker = new InjectionWorker(config, due, injector);
  const emails = new ScheduledEmailRepository(dataSource);
  const process: SchedulerProcess = {
    due,
    worker,
    emails,
    relay,
    cancel: new CancelScheduledEmailUseCase(dataSource, outbox, relay, emails),
  };
  relay.start();
  worker.onApplicationBootstrap();
  processes.push(process);
  return process;
}

async function stop(process: SchedulerProcess): Promise<void> {
  await process.worker.beforeApplicationShutdown();
  await process.relay.stop();
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = await openDataSource();
});

beforeEach(async () => {
  events = [];
  eventBus = new InProcessEventBus();
  await eventBus.subscribe({
    durable: 'injection-spec',
    stream: Streams.scheduledEmailEvents,
    subjects: Object.values(ScheduledEmailEvent),
    handler: async (event) => {
      events.push(event as DomainEventMessage<ScheduledEmailEventRecord>);
    },
  });
});

afterEach(async () => {
  for (const process of processes.splice(0)) await stop(process);
});

afterAll(async () => {
  for (const dataSource of dataSources) await dataSource.destroy();
  await database?.drop();
});

function caller(): Caller {
  lastTeamId += 1;
  return {
    team_id: lastTeamId,
    key_id: randomUUID(),
    key_type: 'live',
    scopes: [],
    plan: Plan.pro50k,
    monthly_limit: 50_000,
  };
}

// Scheduled emails of one team, due at `at` (directly stored: scheduling itself is tested elsewhere).
async function scheduleEmails(count: number, at: Date, owner = caller()): Promise<string[]> {
  const emails = new ScheduledEmailRepository(first);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newScheduledEmailId();
    await emails.insert(first.manager, {
      id,
      caller: owner,
      request: { from: 'news@example.test', to: [`r${i}@example.net`], subject: `No. ${i}`, text: 'Hi' },
      recipients: [`r${i}@example.net`],
      scheduled_at: at,
      subject: `No. ${i}`,
    });
    ids.push(id);
  }
  return ids;
}

async function rows(
  ids: string[],
): Promise<Map<string, { state: string; transmission_id: string | null; failure_reason: string | null }>> {
  const found: {
    id: string;
    state: string;
    transmission_id: string | null;
    failure_reason: string | null;
  }[] = await first.query(
    `SELECT id, state, transmission_id, failure_reason FROM "scheduler"."scheduled_email" WHERE id = ANY($1)`,
    [ids],
  );
  return new Map(found.map((row) => [row.id, row]));
}

async function waitUntil(what: string, done: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

const settled = (ids: string[]) => async (): Promise<boolean> =>
  [...(await rows(ids)).values()].every((row) => ['sent', 'failed', 'cancelled'].includes(row.state));

// 'ok', or the error_code it was refused with.
const outcome = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof ServiceError ? error.payload.error_code : String(error)),
  );

describe('injection of due scheduled emails', () => {
  it('hands each email of a batch to sending exactly once with two scheduler processes on one database', async () => {
    const sending = new SendingStandIn();
    const ids = await scheduleEmails(60, new Date(Date.now() + 500));
    await Promise.all([startScheduler(sending), startScheduler(sending)]);
    await waitUntil('every email to be sent', settled(ids));

    expect(sending.calls).toHaveLength(60);
    const states = await rows(ids);
    for (const id of ids) {
      expect(sending.callsFor(id)).toHaveLength(1);
      expect(states.get(id)).toMatchObject({
        state: 'sent',
        transmission_id: sending.transmissions.get(injectionKey(id)),
      });
    }
  });

  it('sends as the caller that scheduled it, the request as it was given', async () => {
    const sending = new SendingStandIn();
    const owner = caller();
    const [id] = await scheduleEmails(1, new Date(), owner);
    await startScheduler(sending);
    await waitUntil('the send', settled([id]));

    const [call] = sending.callsFor(id);
    expect(call.ctx).toEqual({ ...owner, request_id: id });
    expect(call.request).toEqual({
      from: 'news@example.test',
      to: ['r0@example.net'],
      subject: 'No. 0',
      text: 'Hi',
    });
  });

  it('hands an email to sending once its time has come, not before', async () => {
    const sending = new SendingStandIn();
    await startScheduler(sending);
    const at = new Date(Date.now() + 1500);
    const [id] = await scheduleEmails(1, at);
    // Nothing wakes the worker: it finds the email within its poll interval and waits for its time.
    await waitUntil('the send', settled([id]));

    const [call] = sending.callsFor(id);
    expect(call.at).toBeGreaterThanOrEqual(at.getTime());
  });

  it('sends the emails that came due while no scheduler ran once one starts', async () => {
    const sending = new SendingStandIn();
    const ids = await scheduleEmails(5, new Date(Date.now() - 60_000));

    await startScheduler(sending);
    await waitUntil('the late emails to be sent', settled(ids));
    expect([...(await rows(ids)).values()].map((row) => row.state)).toEqual(Array(5).fill('sent'));
    expect(sending.calls).toHaveLength(5);
  });

  it('resolves a cancel racing the claim to exactly one outcome', async () => {
    const sending = new SendingStandIn();
    const owner = caller();
    const at = new Date(Date.now() + 700);
    const ids = await scheduleEmails(40, at, owner);
    const scheduler = await startScheduler(sending);
    const viewer = { team_id: owner.team_id, key_type: owner.key_type };

    await sleep(at.getTime() - Date.now());
    const cancels = await Promise.all(ids.map((id) => outcome(scheduler.cancel.execute(viewer, id))));
    await waitUntil('every email to settle', settled(ids));
    await waitUntil('the events', () => events.length === cancels.filter((c) => c === 'ok').length);

    const states = await rows(ids);
    ids.forEach((id, index) => {
      if (cancels[index] === 'ok') {
        expect(states.get(id)?.state).toBe('cancelled');
        expect(sending.callsFor(id)).toHaveLength(0);
      } else {
        expect(cancels[index]).toBe(ErrorCode.scheduleCancellationFailed);
        expect(states.get(id)?.state).toBe('sent');
        expect(sending.callsFor(id)).toHaveLength(1);
      }
    });
    const cancelledIds = ids.filter((_, index) => cancels[index] === 'ok');
    expect(events.map((event) => [event.subject, event.data.request_id, event.data.state]).sort()).toEqual(
      cancelledIds.map((id) => [ScheduledEmailEvent.cancelled, id, 'cancelled']).sort(),
    );
  });

  it('sends with a key no client can send, so that a client using the earlier key cannot make it fail', async () => {
    const [id] = await scheduleEmails(1, new Date());
    const sending = new SendingStandIn();
    // A client sent POST /emails with Idempotency-Key `scheduled.<id>` and a payload of its own.
    sending.answer = async (call) => {
      if (call.key === `scheduled.${id}`) {
        throw new ServiceError({
          status: 409,
          error_code: ErrorCode.idempotencyConflict,
          message: 'This Idempotency-Key was used with a different request.',
        });
      }
      return sending.accept(call);
    };
    await startScheduler(sending);
    await waitUntil('the send', settled([id]));

    expect((await rows([id])).get(id)).toMatchObject({ state: 'sent', failure_reason: null });
    expect(sending.calls.map((call) => IDEMPOTENCY_KEY_PATTERN.test(call.key))).toEqual([false]);
  });

  it('retries an email an earlier version claimed with the key it was sent with then, and sends it once', async () => {
    const sending = new SendingStandIn();
    const [id] = await scheduleEmails(1, new Date());
    // Claimed and sent by a process of the earlier version, which died before recording it.
    await first.query(
      `UPDATE "scheduler"."scheduled_email"
          SET state = 'sending', attempts = 1, first_attempt_at = now(), next_attempt_at = now()
        WHERE id = $1`,
      [id],
    );
    const earlier = sending.accept({
      key: `scheduled.${id}`,
      ctx: {} as SendCall['ctx'],
      request: {} as SendEmailDto,
      at: Date.now(),
    });

    await startScheduler(sending);
    await waitUntil('the retry', settled([id]));

    expect((await rows([id])).get(id)).toMatchObject({
      state: 'sent',
      transmission_id: earlier.result.request_id,
    });
    expect(sending.transmissions.size).toBe(1);
  });

  it('gives an email back when its claim lapses, and the retry is answered with the first transmission', async () => {
    const sending = new SendingStandIn();
    const [id] = await scheduleEmails(1, new Date());
    // A process claims the email, sending accepts it, and the process dies before recording that.
    const dying = new DueEmailRepository(await openDataSource());
    const [claimed] = await dying.claimDue(10, 1);
    expect(claimed.id).toBe(id);
    const claimedAt = Date.now();
    const first = sending.accept({
      key: injectionKey(id),
      ctx: { ...claimed.caller, request_id: id },
      request: claimed.request,
      at: claimedAt,
    });

    await startScheduler(sending);
    await waitUntil('the retry', settled([id]));

    const [retry] = sending.callsFor(id);
    expect(retry.at - claimedAt).toBeGreaterThanOrEqual(900);
    expect((await rows([id])).get(id)).toMatchObject({
      state: 'sent',
      transmission_id: first.result.request_id,
    });
    expect(sending.transmissions.size).toBe(1);
  });

  it('retries after sending was unavailable, keeping the email in sending meanwhile', async () => {
    const sending = new SendingStandIn();
    let unavailable = true;
    sending.answer = async (call) => {
      if (unavailable) throw ServiceError.unavailable();
      return sending.accept(call);
    };
    const [id] = await scheduleEmails(1, new Date());
    await startScheduler(sending);
    await waitUntil('the first attempt', () => sending.calls.length === 1);
    await waitUntil('the retry to be planned', async () => {
      const [row] = await first.query(
        `SELECT attempts, next_attempt_at FROM "scheduler"."scheduled_email" WHERE id = $1`,
        [id],
      );
      return row.attempts >= 1 && row.next_attempt_at !== null;
    });
    expect((await rows([id])).get(id)?.state).toBe('sending');

    unavailable = false;
    await waitUntil('the retry', settled([id]));
    expect(sending.callsFor(id)).toHaveLength(2);
    expect(sending.calls[1].at - sending.calls[0].at).toBeGreaterThanOrEqual(900);
    expect((await rows([id])).get(id)?.state).toBe('sent');
    expect(events).toEqual([]);
  });

  it('fails an email sending refuses, with the reason and a scheduled.failed event, and does not retry it', async () => {
    const sending = new SendingStandIn();
    sending.answer = async () => {
      throw new ServiceError({
        status: 400,
        error_code: ErrorCode.unconfiguredDomain,
        message: 'The sender domain is not configured.',
      });
    };
    const owner = caller();
    const [id] = await scheduleEmails(1, new Date(), owner);
    await startScheduler(sending);
    await waitUntil('the failure', settled([id]));
    await waitUntil('the event', () => events.length === 1);

    const reason = 'The sender domain is not configured. (unconfigured_domain)';
    expect((await rows([id])).get(id)).toMatchObject({ state: 'failed', failure_reason: reason });
    expect(events[0].subject).toBe(ScheduledEmailEvent.failed);
    expect(events[0].data).toMatchObject({
      request_id: id,
      team_id: owner.team_id,
      sandbox: false,
      state: 'failed',
      failure_reason: reason,
      transmission_id: null,
    });
    // An email due later than a retry would be: once it is sent, a retry would have come before it.
    sending.answer = async (call) => sending.accept(call);
    const [later] = await scheduleEmails(1, new Date(Date.now() + 1500), owner);
    await waitUntil('the later email', settled([later]));
    expect(sending.callsFor(id)).toHaveLength(1);
  });
});

describe('the time until the next due email', () => {
  it('is unknown with nothing waiting, the wait for a future email, and 0 once one is due', async () => {
    const own = await createTestDatabase();
    const dataSource = await openContextDataSource(own.url, {
      schema: SCHEDULER_SCHEMA,
      migrations: schedulerMigrations,
    });
    try {
      const due = new DueEmailRepository(dataSource);
      const emails = new ScheduledEmailRepository(dataSource);
      const store = (at: Date): Promise<unknown> =>
        emails.insert(dataSource.manager, {
          id: newScheduledEmailId(),
          caller: caller(),
          request: { from: 'news@example.test', to: ['r@example.net'], subject: 'Hi', text: 'Hi' },
          recipients: ['r@example.net'],
          scheduled_at: at,
          subject: 'Hi',
        });

      // Nothing waiting: the worker sleeps its poll interval instead of looking again at once.
      await expect(due.msUntilNextDue()).resolves.toBeUndefined();
      const storedAt = Date.now();
      await store(new Date(storedAt + 5_000));
      const wait = await due.msUntilNextDue();
      // 5 s less the time the store and the look took (measured, whatever the machine's load).
      expect(wait).toBeLessThanOrEqual(5_000);
      expect(wait).toBeGreaterThanOrEqual(5_000 - (Date.now() - storedAt) - 5);
      await store(new Date(Date.now() - 1_000));
      await expect(due.msUntilNextDue()).resolves.toBe(0);
    } finally {
      await dataSource.destroy();
      await own.drop();
    }
  });
});
