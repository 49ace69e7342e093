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
import { BusClient, InProcessEventBus, Outbox, OutboxRelay } from '@mailroom/messaging';
import { createTestDatabase, openContextDataSource, TestDatabase } from '@mailroom/testing';
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
    // Sending was asked to check the send request as it will be sent: without scheduled_at.
    expect(checks).toEqual([
      {
        ctx,
        data: {
          from: 'news@example.test',
          to: ['Ann <ann@example.net>'],
          subject: 'Hi {{name}}',
          text: 'Hello',
        },
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
