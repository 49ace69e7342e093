import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { AddressInfo, createConnection, createServer, Server, Socket } from 'node:net';
import { ClientBase, DatabaseError, Pool } from 'pg';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { databaseUnavailability, DatabaseUnavailableError } from './database-unavailable';
import { DatabaseWatchdog, WatchedClient } from './database-watchdog';

// A loopback proxy in front of the test PostgreSQL that can hang as a stopped server does: connections
// stay open, nothing is answered, new ones are accepted and left waiting.
class FreezableProxy {
  private server!: Server;
  private frozen = false;
  private readonly thawed: (() => void)[] = [];

  async start(target: URL): Promise<number> {
    this.server = createServer((client) => this.relay(client, target));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const release of this.thawed.splice(0)) release();
  }

  async stop(): Promise<void> {
    this.thaw();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(client: Socket, target: URL): void {
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (!this.frozen) return void to.write(chunk);
      this.thawed.push(() => !to.destroyed && to.write(chunk));
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('close', close).on('error', close);
  }
}

const BOUNDS = { stallMs: 300, probeMs: 300, recheckMs: 100 };

let database: TestDatabase | undefined;
let proxy: FreezableProxy;
let pool: Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = new FreezableProxy();
  const url = new URL(database.url);
  url.host = `127.0.0.1:${await proxy.start(new URL(database.url))}`;
  const watchdog = new DatabaseWatchdog({ connectionString: url.toString() }, BOUNDS);
  pool = new Pool({
    connectionString: url.toString(),
    Client: WatchedClient as unknown as new () => ClientBase,
    watchdog,
    max: 4,
    connectionTimeoutMillis: 2_000,
  } as ConstructorParameters<typeof Pool>[0]);
  await pool.query('CREATE TABLE parcel (id int PRIMARY KEY)');
});

afterAll(async () => {
  proxy?.thaw();
  await pool?.end();
  await proxy?.stop();
  await database?.drop();
});

async function failure(statement: Promise<unknown>): Promise<DatabaseUnavailableError> {
  const error = await statement.then(
    () => new Error('the statement succeeded'),
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  return error as DatabaseUnavailableError;
}

describe('DatabaseWatchdog', () => {
  it('leaves a long statement alone while the server answers', async () => {
    await expect(pool.query('SELECT pg_sleep(1.2)')).resolves.toMatchObject({ rowCount: 1 });
  });

  it('fails what waits on a server that hangs, saying which outcome is unknown, then recovers', async () => {
    const autocommit = await pool.connect();
    const inBlock = await pool.connect();
    const committing = await pool.connect();
    await inBlock.query('BEGIN');
    await inBlock.query('INSERT INTO parcel VALUES (1)');
    await committing.query('BEGIN');
    await committing.query('INSERT INTO parcel VALUES (2)');

    proxy.freeze();
    const started = Date.now();
    const [alone, inside, commit] = await Promise.all([
      failure(autocommit.query('INSERT INTO parcel VALUES (3)')),
      failure(inBlock.query('INSERT INTO parcel VALUES (4)')),
      failure(committing.query('COMMIT')),
    ]);
    // stallMs + probeMs, and the watchdog's quarter-stall ticks; not as long as the server hangs.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect([alone.outcomeUnknown, inside.outcomeUnknown, commit.outcomeUnknown]).toEqual([true, false, true]);

    // Known to hang: refused at once, nothing sent, so nothing left in doubt.
    const refusedAt = Date.now();
    const refused = await failure(pool.query('SELECT 1'));
    expect(refused.outcomeUnknown).toBe(false);
    expect(Date.now() - refusedAt).toBeLessThan(100);

    // The connections that waited are closed, and never handed out again.
    for (const client of [autocommit, inBlock, committing]) client.release();
    expect(pool.totalCount).toBe(0);

    // Checked again every recheckMs: answering again, the server is used again, on new connections.
    proxy.thaw();
    const deadline = Date.now() + 5_000;
    while (
      !(await pool.query('SELECT 1').then(
        () => true,
        () => false,
      ))
    ) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM parcel ORDER BY id');
    // The block whose statement failed rolled back: nothing of it was kept.
    expect(rows.map((row) => row.id)).not.toContain(1);
  });
});

describe('databaseUnavailability', () => {
  const serverError = (code: string) => Object.assign(new DatabaseError('refused', 0, 'error'), { code });

  it('takes a hung or unreachable database for a 503, saying when the outcome is unknown', () => {
    expect(databaseUnavailability(new DatabaseUnavailableError('hung', true))).toEqual({
      outcomeUnknown: true,
    });
    const wrapped = new QueryFailedError('COMMIT', [], new DatabaseUnavailableError('hung', true));
    expect(databaseUnavailability(wrapped)).toEqual({ outcomeUnknown: true });
    expect(databaseUnavailability(new Error('timeout exceeded when trying to connect'))).toEqual({
      outcomeUnknown: false,
    });
    expect(databaseUnavailability(serverError('53300'))).toEqual({ outcomeUnknown: false });
    expect(databaseUnavailability(serverError('08006'))).toEqual({ outcomeUnknown: false });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailability(refused)).toEqual({ outcomeUnknown: false });
    const closed = Object.assign(
      new DatabaseError('database "mailroom" is not currently accepting connections', 0, 'error'),
      { code: '55000' },
    );
    expect(databaseUnavailability(closed)).toEqual({ outcomeUnknown: false });
    // A transaction whose connection was terminated: TypeORM refuses its next statement, COMMIT included.
    expect(databaseUnavailability(new QueryRunnerAlreadyReleasedError())).toEqual({ outcomeUnknown: false });
    expect(databaseUnavailability(new QueryRunnerProviderAlreadyReleasedError())).toEqual({
      outcomeUnknown: false,
    });
  });

  it('leaves every other failure to be what it is', () => {
    expect(databaseUnavailability(serverError('23505'))).toBeUndefined();
    // 55000 of anything but a database closed to connections is a bug of the statement.
    expect(databaseUnavailability(serverError('55000'))).toBeUndefined();
    expect(databaseUnavailability(new QueryFailedError('SELECT', [], serverError('42P01')))).toBeUndefined();
    expect(databaseUnavailability(new Error('a bug'))).toBeUndefined();
    expect(databaseUnavailability('a string')).toBeUndefined();
  });
});
