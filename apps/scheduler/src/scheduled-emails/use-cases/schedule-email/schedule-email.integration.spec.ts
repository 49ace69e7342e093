import {
  Envelope,
  ErrorCode,
  Plan,
  RequestContext,
  ScheduleEmailDto,
  SendCheckResult,
  SendEmailDto,
  SendingSubject,
  ServiceError,
  ServiceErrorPayload,
} from '@mailroom/contracts';
import { requestFingerprint } from '@mailroom/database';
import { BusClient, InProcessEventBus, Outbox, OutboxRelay } from '@mailroom/messaging';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SchedulerConfig } from '../../../config/scheduler.config';
import { schedulerMigrations } from '../../../database/scheduler.migrations';
import { SCHEDULER_SCHEMA } from '../../../database/scheduler.schema';
import { DueEmailRepository } from '../../../injection/due-email.repository';
import { InjectionWorker } from '../../../injection/injection-worker';
import { ScheduledEmailInjector } from '../../../injection/scheduled-email-injector';
import { ScheduleIdempotencyRepository } from '../../schedule-idempotency.repository';
import { ScheduledEmailRepository } from '../../scheduled-email.repository';
import { ScheduleEmailUseCase } from './schedule-email.use-case';

// Scheduling on a real, freshly migrated PostgreSQL, with sending's emails.check answered by a stand-in.
// The worker is never started: what is asserted is what POST /emails/scheduled answers and stores.

const CONFIG: SchedulerConfig = {
  pollIntervalMs: 1000,
  concurrency: 1,
  leaseSeconds: 2,
  sendTimeoutMs: 1000,
  retryBaseSeconds: 1,
  retryLimitSeconds: 60,
  retentionDays: 30,
};
const DAY_MS = 24 * 3600 * 1000;

let database: TestDatabase | undefined;
let dataSource: DataSource | undefined;
let useCase: ScheduleEmailUseCase;
let checks: Envelope<SendEmailDto>[];
let checkAnswer: () => Promise<SendCheckResult>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(
    database.url,
    { schema: SCHEDULER_SCHEMA, migrations: schedulerMigrations },
    3,
  );
  const bus = {
    request: async (subject: string, payload: unknown): Promise<unknown> => {
      if (subject !== SendingSubject.check) throw new Error(`unexpected bus request ${subject}`);
      checks.push(payload as Envelope<SendEmailDto>);
      return checkAnswer();
    },
  } as unknown as BusClient;
  const due = new DueEmailRepository(dataSource);
  const relay = new OutboxRelay(dataSource, SCHEDULER_SCHEMA, new InProcessEventBus());
  const injector = new ScheduledEmailInjector(CONFIG, bus, due, new Outbox(SCHEDULER_SCHEMA), relay);
  useCase = new ScheduleEmailUseCase(
    dataSource,
    new ScheduledEmailRepository(dataSource),
    new ScheduleIdempotencyRepository(dataSource),
    bus,
    new InjectionWorker(CONFIG, due, injector),
  );
});

beforeEach(() => {
  checks = [];
  checkAnswer = async () => ({ subject: 'Rendered subject', recipients: ['ann@example.net'] });
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

let lastTeamId = 8000;

function caller(): RequestContext {
  lastTeamId += 1;
  return {
    team_id: lastTeamId,
    key_id: randomUUID(),
    key_type: 'live',
    scopes: [],
    plan: Plan.free,
    monthly_limit: 3_000,
    request_id: randomUUID(),
  };
}

function request(scheduledAt: unknown): ScheduleEmailDto {
  return {
    from: 'news@example.test',
    to: ['Ann <ann@example.net>'],
    subject: 'Hi {{name}}',
    text: 'Hello',
    scheduled_at: scheduledAt as string,
  };
}

async function refusal(work: Promise<unknown>): Promise<ServiceErrorPayload> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.payload;
}

async function storedCount(teamId: number): Promise<number> {
  const [{ count }] = await dataSource!.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM "scheduler"."scheduled_email" WHERE team_id = $1`,
    [teamId],
  );
  return count;
}

describe('scheduled_at', () => {
  it.each([
    ['a missing one', undefined, 'The scheduled_at field is required.'],
    ['one that is not a date', 'tomorrow morning', expect.stringContaining('ISO 8601')],
    ['one without a time zone', '2030-01-01T10:00:00', expect.stringContaining('time zone')],
    ['a date that does not exist', '2030-02-30T10:00:00Z', expect.stringContaining('ISO 8601')],
    [
      'one in the past',
      new Date(Date.now() - 60_000).toISOString(),
      'The scheduled_at must be in the future.',
    ],
    [
      'one more than 30 days ahead',
      new Date(Date.now() + 30 * DAY_MS + 60_000).toISOString(),
      'The scheduled_at may be at most 30 days ahead.',
    ],
  ])('refuses %s with 422 and errors.scheduled_at, storing nothing', async (_, value, message) => {
    const ctx = caller();
    const payload = await refusal(useCase.execute(ctx, request(value)));
    expect(payload).toMatchObject({
      status: 422,
      error_code: ErrorCode.validationError,
      errors: { scheduled_at: [message] },
    });
    expect(Object.keys(payload.errors ?? {})).toEqual(['scheduled_at']);
    expect(checks).toEqual([]);
    expect(await storedCount(ctx.team_id)).toBe(0);
  });

  it('accepts a moment just inside 30 days, with an offset, and answers the scheduled email', async () => {
    const ctx = caller();
    const at = new Date(Date.now() + 30 * DAY_MS - 60_000);
    const withOffset = new Date(at.getTime() + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    const { scheduled_email: scheduled, replayed } = await useCase.execute(ctx, request(withOffset));

    expect(replayed).toBe(false);
    expect(scheduled).toEqual({
      request_id: expect.stringMatching(/^sch_[0-9a-f]{32}$/),
      transmission_id: null,
      state: 'scheduled',
      scheduled_at: at.toISOString(),
      from: 'news@example.test',
      subject: 'Rendered subject',
      to: ['Ann <ann@example.net>'],
      cc: [],
      bcc: [],
      template_slug: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      sent_at: null,
      cancelled_at: null,
      failure_reason: null,
    });
    // Sending was asked to check the send request as it will be sent, in the envelope it will be sent in (of
    // the same size on the bus): without scheduled_at, as the scheduled email, with its key.
    expect(checks).toEqual([
      {
        ctx: { ...ctx, request_id: scheduled.request_id },
        data: {
          from: 'news@example.test',
          to: ['Ann <ann@example.net>'],
          subject: 'Hi {{name}}',
          text: 'Hello',
        },
        meta: { idempotency_key: `scheduled:${scheduled.request_id}` },
      },
    ]);
    expect(await storedCount(ctx.team_id)).toBe(1);
  });

  it('stores nothing when sending refuses the request, and lets a retry with the same key try again', async () => {
    const ctx = caller();
    const body = request(new Date(Date.now() + 60_000).toISOString());
    checkAnswer = async () => {
      throw new ServiceError({
        status: 400,
        error_code: ErrorCode.unconfiguredDomain,
        message: 'The sender domain is not configured.',
      });
    };
    expect((await refusal(useCase.execute(ctx, body, 'key-1'))).error_code).toBe(
      ErrorCode.unconfiguredDomain,
    );
    expect(await storedCount(ctx.team_id)).toBe(0);

    checkAnswer = async () => ({ subject: 'Hi', recipients: ['ann@example.net'] });
    const retried = await useCase.execute(ctx, body, 'key-1');
    expect(retried.replayed).toBe(false);
    expect(await storedCount(ctx.team_id)).toBe(1);
  });
});

// How a client may write a moment: at an offset of its choice (Z or +hh:mm, with or without the colon), with 0
// to 9 fractional digits (those past the millisecond are dropped when read) and without seconds when
// they are 0.
interface Spelling {
  offsetMinutes: number;
  zulu: boolean;
  colon: boolean;
  digits: number;
  beyond: string;
  shortest: boolean;
}

const spelling: fc.Arbitrary<Spelling> = fc.record({
  offsetMinutes: fc.oneof(fc.constant(0), fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 })),
  zulu: fc.boolean(),
  colon: fc.boolean(),
  digits: fc.integer({ min: 0, max: 9 }),
  beyond: fc.stringMatching(/^[0-9]{6}$/),
  shortest: fc.boolean(),
});

function spelled(moment: number, how: Spelling): string {
  const wall = new Date(moment + how.offsetMinutes * 60_000).toISOString();
  const millis = wall.slice(20, 23);
  const digits = Math.max(how.digits, millis.replace(/0+$/, '').length);
  const seconds = wall.slice(17, 19);
  const time =
    digits === 0
      ? wall.slice(0, how.shortest && seconds === '00' ? 16 : 19)
      : `${wall.slice(0, 19)}.${`${millis}${how.beyond}`.slice(0, digits)}`;
  if (how.offsetMinutes === 0 && how.zulu) return `${time}Z`;
  const size = Math.abs(how.offsetMinutes);
  const hours = String(Math.floor(size / 60)).padStart(2, '0');
  const minutes = String(size % 60).padStart(2, '0');
  return `${time}${how.offsetMinutes < 0 ? '-' : '+'}${hours}${how.colon ? ':' : ''}${minutes}`;
}

describe('Idempotency-Key', () => {
  // Whole minutes, seconds or milliseconds ahead, so that the shorter spellings come up.
  const ahead = fc
    .tuple(
      fc.integer({ min: 2, max: 29 * 24 * 60 }),
      fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59 })),
      fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999 })),
    )
    .map(([minutes, seconds, millis]) => minutes * 60_000 + seconds * 1000 + millis);
  const elsewhere = fc.oneof(
    fc.constantFrom(1, -1),
    fc.integer({ min: -3_600_000, max: 3_600_000 }).filter((shift) => shift !== 0),
  );

  it('replays the first scheduled email to a retry writing the same scheduled_at otherwise, and answers 409 to another moment', async () => {
    const start = Math.ceil(Date.now() / 60_000) * 60_000;
    await fc.assert(
      fc.asyncProperty(
        ahead,
        spelling,
        spelling,
        elsewhere,
        spelling,
        async (later, first, retry, shift, other) => {
          const ctx = caller();
          const moment = start + later;
          const made = await useCase.execute(ctx, request(spelled(moment, first)), 'remind-1');
          expect(made.replayed).toBe(false);

          const again = await useCase.execute(ctx, request(spelled(moment, retry)), 'remind-1');
          expect(again).toEqual({ scheduled_email: made.scheduled_email, replayed: true });

          const payload = await refusal(
            useCase.execute(ctx, request(spelled(moment + shift, other)), 'remind-1'),
          );
          expect(payload).toMatchObject({ status: 409, error_code: ErrorCode.idempotencyConflict });
          expect(await storedCount(ctx.team_id)).toBe(1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('still replays a key stored by an earlier version, under the fingerprint of scheduled_at as written', async () => {
    const ctx = caller();
    const moment = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3600_000);
    const asWritten = moment.toISOString().replace('.000Z', '+00:00');
    const body = request(asWritten);
    const made = await useCase.execute(ctx, body, 'from-before');
    // What an earlier version stored for this request: the fingerprint of the body as written.
    await dataSource!.query(
      `UPDATE "scheduler"."idempotency_key" SET fingerprint = $1 WHERE key_id = $2 AND idempotency_key = $3`,
      [requestFingerprint(body), ctx.key_id, 'from-before'],
    );

    const again = await useCase.execute(ctx, request(asWritten), 'from-before');
    expect(again).toEqual({ scheduled_email: made.scheduled_email, replayed: true });
    const other = request(new Date(moment.getTime() + 1).toISOString());
    expect(await refusal(useCase.execute(ctx, other, 'from-before'))).toMatchObject({
      status: 409,
      error_code: ErrorCode.idempotencyConflict,
    });
    expect(await storedCount(ctx.team_id)).toBe(1);
  });
});
