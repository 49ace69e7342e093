import { EmailListView, ListEmailsQuery, ServiceError } from '@mailroom/contracts';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sendingMigrations } from '../../../database/sending.migrations';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { newRequestId } from '../../request-id';
import { TransmissionQueryRepository } from '../../transmission-query.repository';
import { ListCaller, ListEmailsUseCase } from './list-emails.use-case';

// The use-case and its query on a real, freshly migrated database, with rows written directly: every
// message status, and creation times that differ only in microseconds.

interface SeedMessage {
  status: string;
  rcpt_to?: string;
  // Seconds after the transmission's creation.
  updated?: number;
  last_response?: string;
}

let database: TestDatabase | undefined;
let dataSource: DataSource | undefined;
let useCase: ListEmailsUseCase;
let lastTeamId = 5000;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(
    database.url,
    { schema: SENDING_SCHEMA, migrations: sendingMigrations },
    3,
  );
  useCase = new ListEmailsUseCase(new TransmissionQueryRepository(dataSource));
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

function ctxOf(teamId: number, sandboxRecipient?: string): ListCaller {
  return {
    team_id: teamId,
    key_type: sandboxRecipient ? 'sandbox' : 'live',
    sandbox_recipient: sandboxRecipient,
  };
}

// created_at is a Postgres timestamp literal, to reach microseconds. `rejected` recipients (refused by the
// suppression list) have no message but are among the addresses.
async function seed(
  teamId: number,
  createdAt: string,
  messages: SeedMessage[] = [{ status: 'queued' }],
  options: { keyType?: 'live' | 'sandbox'; id?: string; rejected?: string[] } = {},
): Promise<string> {
  const id = options.id ?? newRequestId(Date.parse(createdAt));
  const rejected = options.rejected ?? [];
  await dataSource!.query(
    `INSERT INTO "sending"."transmission" (id, team_id, key_id, key_type, from_address, sending_domain, subject,
       options, to_addresses, cc_addresses, bcc_addresses, accepted, rejected, created_at)
     VALUES ($1, $2, $3, $4, 'a@example.test', 'example.test', 'S', '{}', $5, '[]', '[]', $6, $7, $8)`,
    [
      id,
      teamId,
      randomUUID(),
      options.keyType ?? 'live',
      JSON.stringify([...messages.map((m) => m.rcpt_to ?? 'r@example.net'), ...rejected]),
      messages.length,
      rejected.length,
      createdAt,
    ],
  );
  for (const message of messages) {
    await dataSource!.query(
      `INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status,
         last_response, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, 'to', $5, $6, $7::timestamptz, $7::timestamptz + make_interval(secs => $8))`,
      [
        randomUUID(),
        id,
        teamId,
        message.rcpt_to ?? 'r@example.net',
        message.status,
        message.last_response ?? null,
        createdAt,
        message.updated ?? 0,
      ],
    );
  }
  return id;
}

async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ServiceError) return error.payload;
    throw error;
  }
  throw new Error('accepted');
}

const ids = (view: EmailListView): string[] => view.emails.map((email) => email.request_id);

describe('last_event: the latest event among the recipients', () => {
  it.each<[string, SeedMessage[], string | null]>([
    ['every recipient queued', [{ status: 'queued' }, { status: 'queued' }], 'injection'],
    ['claimed for its first attempt', [{ status: 'sending', updated: 1 }], 'injection'],
    ['deferred', [{ status: 'deferred', updated: 5, last_response: '451 later' }], 'delay'],
    ['claimed again after a deferral', [{ status: 'sending', updated: 9, last_response: '451' }], 'delay'],
    [
      'delivered to every recipient',
      [
        { status: 'delivered', updated: 2 },
        { status: 'delivered', updated: 3 },
      ],
      'delivery',
    ],
    [
      'delivered to one, the other still queued',
      [{ status: 'queued' }, { status: 'delivered', updated: 1 }],
      'delivery',
    ],
    [
      'bounced after the other was delivered',
      [
        { status: 'delivered', updated: 1 },
        { status: 'bounced', updated: 2 },
      ],
      'bounce',
    ],
    [
      'delivered after the other bounced',
      [
        { status: 'bounced', updated: 1 },
        { status: 'delivered', updated: 2 },
      ],
      'delivery',
    ],
    [
      'delivered after the other was deferred',
      [
        { status: 'deferred', updated: 1 },
        { status: 'delivered', updated: 2 },
      ],
      'delivery',
    ],
    [
      'bounced and delivered at the same instant',
      [
        { status: 'delivered', updated: 2 },
        { status: 'bounced', updated: 2 },
      ],
      'bounce',
    ],
    ['no message and nothing refused', [], null],
    ['only a status it does not know', [{ status: 'suppressed', updated: 1 }], null],
  ])('%s', async (_, messages, expected) => {
    const teamId = ++lastTeamId;
    await seed(teamId, '2025-03-01T10:00:00Z', messages);
    const [email] = (await useCase.execute(ctxOf(teamId), {})).emails;
    expect(email.last_event).toBe(expected);
  });

  it.each<[string, SeedMessage[], string]>([
    ['every recipient refused', [], 'policy_rejection'],
    ['one refused, the other queued', [{ status: 'queued' }], 'policy_rejection'],
    ['one refused, the other delivered since', [{ status: 'delivered', updated: 1 }], 'delivery'],
  ])('%s by the suppression list', async (_, messages, expected) => {
    const teamId = ++lastTeamId;
    await seed(teamId, '2025-03-01T10:00:00Z', messages, { rejected: ['gone@example.net'] });
    const [email] = (await useCase.execute(ctxOf(teamId), {})).emails;
    expect(email).toMatchObject({ last_event: expected, rejected: 1, accepted: messages.length });
  });
});

describe('keyset pages', () => {
  it('pages without gaps or repeats through rows that differ only in microseconds, or not at all', async () => {
    const teamId = ++lastTeamId;
    const sameInstant = '2025-03-01T10:00:00.123456Z';
    const seeded = [
      await seed(teamId, '2025-03-01T10:00:00.123001Z'),
      await seed(teamId, '2025-03-01T10:00:00.123002Z'),
      await seed(teamId, sameInstant, undefined, { id: '019556a2-9ebb-7000-8000-000000000001' }),
      await seed(teamId, sameInstant, undefined, { id: '019556a2-9ebb-7000-8000-000000000002' }),
      await seed(teamId, '2025-03-01T10:00:00.123999Z'),
    ];
    const expected = [seeded[4], seeded[3], seeded[2], seeded[1], seeded[0]];
    expect(ids(await useCase.execute(ctxOf(teamId), {}))).toEqual(expected);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await useCase.execute(ctxOf(teamId), { per_page: 1, cursor });
      seen.push(...ids(page));
      if (page.pagination.next_cursor === null) break;
      cursor = page.pagination.next_cursor;
    }
    expect(seen).toEqual(expected);
  });

  it("is scoped to the caller's team, and a cursor is only good for the list that made it", async () => {
    const teamId = ++lastTeamId;
    const otherTeam = ++lastTeamId;
    await seed(teamId, '2025-03-02T10:00:00Z');
    await seed(teamId, '2025-03-02T10:00:01Z');
    const foreign = await seed(otherTeam, '2025-03-02T10:00:02Z');
    const page = await useCase.execute(ctxOf(teamId), { per_page: 1 });
    expect(ids(page)).not.toContain(foreign);
    expect(
      await refusal(useCase.execute(ctxOf(otherTeam), { cursor: page.pagination.next_cursor! })),
    ).toMatchObject({
      status: 422,
      errors: { cursor: [expect.any(String)] },
    });
    await expect(useCase.execute(ctxOf(0), {})).rejects.toThrow(/team id/);
  });

  it('takes from inclusively and to exclusively, at full precision', async () => {
    const teamId = ++lastTeamId;
    const early = await seed(teamId, '2025-03-03T10:00:00.000000Z');
    const middle = await seed(teamId, '2025-03-03T10:00:01.000000Z');
    await seed(teamId, '2025-03-03T10:00:02.000000Z');
    const query: ListEmailsQuery = { from: '2025-03-03T10:00:00Z', to: '2025-03-03T12:00:02+02:00' };
    expect(ids(await useCase.execute(ctxOf(teamId), query))).toEqual([middle, early]);
    expect(await refusal(useCase.execute(ctxOf(teamId), { from: query.to, to: query.from }))).toMatchObject({
      status: 422,
      errors: { to: ['The to must be after from.'] },
    });
  });
});

describe('sandbox keys', () => {
  it('list only sandbox sends with a message to their owner; live keys list no sandbox send', async () => {
    const teamId = ++lastTeamId;
    const live = await seed(teamId, '2025-03-04T10:00:00Z', [
      { status: 'queued', rcpt_to: 'owner@example.test' },
    ]);
    const mine = await seed(
      teamId,
      '2025-03-04T10:00:01Z',
      [{ status: 'queued', rcpt_to: 'Owner@Example.test' }],
      {
        keyType: 'sandbox',
      },
    );
    const theirs = await seed(
      teamId,
      '2025-03-04T10:00:02Z',
      [{ status: 'queued', rcpt_to: 'member@example.test' }],
      {
        keyType: 'sandbox',
      },
    );
    // Every recipient refused: no message, still addressed to the owner.
    const refused = await seed(teamId, '2025-03-04T10:00:03Z', [], {
      keyType: 'sandbox',
      rejected: ['owner@example.test'],
    });
    expect(ids(await useCase.execute(ctxOf(teamId, 'owner@example.test'), {}))).toEqual([refused, mine]);
    expect(ids(await useCase.execute(ctxOf(teamId, 'member@example.test'), {}))).toEqual([theirs]);
    expect(ids(await useCase.execute(ctxOf(teamId), {}))).toEqual([live]);
  });
});
