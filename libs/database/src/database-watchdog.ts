import { Logger } from '@nestjs/common';
import { Client, ClientBase, ClientConfig, DatabaseError } from 'pg';
import { DatabaseUnavailableError } from './database-unavailable';

export interface WatchdogBounds {
  // A statement or connection start unanswered this long, while nothing else was answered either, makes the
  // watchdog check the server.
  stallMs: number;
  // The check (a new connection and SELECT 1) must answer within this, or the server counts as hung.
  probeMs: number;
  // While the server counts as hung, how often it is checked again.
  recheckMs: number;
}

export const DEFAULT_WATCHDOG_BOUNDS: WatchdogBounds = { stallMs: 2_000, probeMs: 2_000, recheckMs: 1_000 };

// One statement (or the connection's start, `text` undefined) sent on a connection and not yet answered.
interface Pending {
  started: number;
  text: string | undefined;
  // The connection's transaction status (ReadyForQuery: I idle, T in a block, E failed) when it was sent;
  // undefined when something was ahead of it on the connection.
  status: string | undefined;
}

// A server that hangs (stopped, or its host gone) answers nothing while the connections stay open: without a
// bound, every request waits as long as it does, and the pool's connections with it. No single timeout
// fits every statement, though: migrations, lock waits, campaign preparation and segment counts may
// legitimately run for minutes. So the bound is on the server, not the statement: when a statement has
// waited stallMs and nothing at all was answered meanwhile, the watchdog opens a connection of its own and
// runs SELECT 1. A server that answers it is alive, and the statement is only slow. One that does not
// within probeMs counts as hung: every connection waiting on it is closed (its statements fail with
// DatabaseUnavailableError; a closed connection is never handed out again), and until a check answers again
// (every recheckMs) statements and new connections fail at once instead of waiting. One watchdog per
// database URL, shared by the pools of a process.
export class DatabaseWatchdog {
  private readonly logger = new Logger('DatabaseWatchdog');
  private readonly waiting = new Set<WatchedClient>();
  private lastAnswer = Date.now();
  private hung?: string;
  private checking = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly probeConfig: ClientConfig,
    readonly bounds: WatchdogBounds = DEFAULT_WATCHDOG_BOUNDS,
  ) {}

  // Set while the server counts as hung: what a statement is refused with.
  refusal(): DatabaseUnavailableError | undefined {
    return this.hung === undefined ? undefined : new DatabaseUnavailableError(this.hung, false);
  }

  waits(client: WatchedClient): void {
    this.waiting.add(client);
    this.timer ??= setTimeout(() => this.tick(), this.bounds.stallMs / 4).unref();
  }

  settled(client: WatchedClient): void {
    this.waiting.delete(client);
  }

  answered(): void {
    this.lastAnswer = Date.now();
  }

  private tick(): void {
    this.timer = undefined;
    if (this.waiting.size === 0) return;
    const now = Date.now();
    let oldest = now;
    for (const client of this.waiting) oldest = Math.min(oldest, client.waitingSince() ?? now);
    const stalled = now - oldest >= this.bounds.stallMs && now - this.lastAnswer >= this.bounds.stallMs;
    if (stalled && !this.checking && this.hung === undefined) void this.check();
    this.timer = setTimeout(() => this.tick(), this.bounds.stallMs / 4).unref();
  }

  private async check(): Promise<void> {
    this.checking = true;
    try {
      if (await answersProbe(this.probeConfig, this.bounds.probeMs)) {
        this.lastAnswer = Date.now();
        if (this.hung !== undefined) this.logger.warn('The database answers again');
        this.hung = undefined;
        return;
      }
      if (this.hung === undefined) {
        this.hung = `The database did not answer within ${this.bounds.stallMs + this.bounds.probeMs} ms`;
        this.logger.warn(`${this.hung}: its connections are closed, statements refused until it answers`);
      }
      for (const client of this.waiting) client.abandon(this.hung);
      setTimeout(() => void this.check(), this.bounds.recheckMs).unref();
    } finally {
      this.checking = false;
    }
  }
}

const watchdogs = new Map<string, DatabaseWatchdog>();

export function databaseWatchdog(url: string): DatabaseWatchdog {
  let watchdog = watchdogs.get(url);
  if (!watchdog) {
    watchdog = new DatabaseWatchdog({ connectionString: url, application_name: 'mailroom-watchdog' });
    watchdogs.set(url, watchdog);
  }
  return watchdog;
}

// A connection is waited for at most this long: the pool is full (of statements a hung server holds, or
// of a burst's), or the server does not complete its start.
const CONNECTION_WAIT_MS = 5_000;

// The options of every pool of connections to `url` (TypeORM's `extra`, or pg's Pool).
export function watchedPoolOptions(url: string) {
  return {
    // pg's Pool passes its own options, and so these, to the Client it makes.
    Client: WatchedClient as unknown as new () => ClientBase,
    watchdog: databaseWatchdog(url),
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    // A connection whose peer vanished without a word (a host gone, a NAT that forgot it) is found out by
    // TCP keepalive; the watchdog cannot tell it from a slow statement while the server itself answers.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

type QueryCallback = (error: Error | null, result?: unknown) => void;
// node-postgres's query in all its forms (text, config object; promise or callback).
// eslint-disable-next-line @typescript-eslint/unbound-method
const baseQuery = Client.prototype.query as unknown as (
  this: Client,
  config: unknown,
  values?: unknown,
  callback?: QueryCallback,
) => unknown;

export interface WatchedClientConfig extends ClientConfig {
  watchdog: DatabaseWatchdog;
}

// The pools' connection (pg's Pool and TypeORM's take it as their `Client`): its statements are watched by
// its DatabaseWatchdog, and a statement that fails because the connection broke fails with
// DatabaseUnavailableError, saying whether its outcome is unknown.
export class WatchedClient extends Client {
  private readonly watchdog: DatabaseWatchdog;
  private readonly pending: Pending[] = [];
  private transactionStatus: string | undefined;
  private broken = false;

  constructor(config: WatchedClientConfig) {
    super(config);
    this.watchdog = config.watchdog;
    // A connection that breaks while checked out by code that does not listen would otherwise end the
    // process; its statements fail, and the pool drops it on release.
    this.on('error', () => (this.broken = true));
    this.on('end', () => (this.broken = true));
    this.connection.on('readyForQuery', (message: { status: string }) => {
      this.transactionStatus = message.status;
    });
  }

  waitingSince(): number | undefined {
    return this.pending[0]?.started;
  }

  // Closes the connection: whatever waits on it fails, and no pool hands it out again.
  abandon(reason: string): void {
    this.broken = true;
    this.connection.stream.destroy(new DatabaseUnavailableError(reason, false));
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(callback?: (error: any, client?: any) => void): any {
    const refused = this.watchdog.refusal();
    if (refused) {
      if (!callback) return Promise.reject(refused);
      process.nextTick(callback, refused);
      return;
    }
    const entry = this.begin(undefined);
    if (callback) {
      super.connect((error: Error | null) => callback(this.settle(entry, error), this));
      return;
    }
    return super.connect().then(
      () => void this.settle(entry, null),
      (error: Error) => Promise.reject(this.settle(entry, error) as Error),
    );
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: unknown, callback?: unknown): any {
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    if (submittable) return baseQuery.call(this, config, values, callback as QueryCallback | undefined);
    const done = (typeof values === 'function' ? values : callback) as QueryCallback | undefined;
    const parameters = typeof values === 'function' ? undefined : values;
    const refused = this.watchdog.refusal();
    if (refused) {
      if (!done) return Promise.reject(refused);
      process.nextTick(done, refused);
      return;
    }
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    const entry = this.begin(text ?? '');
    if (done) {
      const answer: QueryCallback = (error, result) => done(this.settle(entry, error), result);
      return baseQuery.call(this, config, parameters, answer);
    }
    return (baseQuery.call(this, config, parameters) as Promise<unknown>).then(
      (result) => {
        this.settle(entry, null);
        return result;
      },
      (error: Error) => Promise.reject(this.settle(entry, error) as Error),
    );
  }

  private begin(text: string | undefined): Pending {
    const entry: Pending = {
      started: Date.now(),
      text,
      status: this.pending.length === 0 ? this.transactionStatus : undefined,
    };
    this.pending.push(entry);
    this.watchdog.waits(this);
    return entry;
  }

  private settle(entry: Pending, error: Error | null): Error | null {
    const at = this.pending.indexOf(entry);
    if (at >= 0) this.pending.splice(at, 1);
    if (this.pending.length === 0) this.watchdog.settled(this);
    if (!error || error instanceof DatabaseError) {
      this.watchdog.answered();
      return error;
    }
    // Not an answer of the server: the connection broke or was closed (or pg refused the statement itself).
    if (!this.broken && entry.text !== undefined) return error;
    const reason =
      error instanceof DatabaseUnavailableError
        ? error.message
        : `The database connection broke: ${error.message}`;
    return new DatabaseUnavailableError(reason, outcomeUnknown(entry), { cause: error });
  }
}

// Whether a statement whose connection broke before its answer may still take effect.
function outcomeUnknown(entry: Pending): boolean {
  if (entry.text === undefined) return false;
  if (/^\s*(COMMIT|END)\b/i.test(entry.text)) return true;
  if (/^\s*(BEGIN|START\s+TRANSACTION|ROLLBACK)\b/i.test(entry.text)) return false;
  // Inside a transaction block nothing commits without its COMMIT; outside one, the statement is its own.
  return entry.status !== 'T' && entry.status !== 'E';
}

// A new connection and SELECT 1 within `timeoutMs` of the event loop's time. An error the server sends
// (too many connections, say) is an answer too: it is alive.
async function answersProbe(config: ClientConfig, timeoutMs: number): Promise<boolean> {
  const client = new Client(config);
  client.on('error', () => undefined);
  let settled = false;
  const answer = (async () => {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  })()
    .catch((error: unknown) => error instanceof DatabaseError)
    .finally(() => (settled = true));
  const alive = await Promise.race([answer, loopDeadline(timeoutMs, () => settled).then(() => false)]);
  if (alive) void client.end().catch(() => undefined);
  else client.connection.stream.destroy();
  return alive;
}

const DEADLINE_TICK_MS = 50;

// Resolves once the event loop has been free to run for `ms` (never, once `answered`): a tick that came late (the process was
// busy, or starved of CPU) counts for at most two ticks, so that an answer waiting unread in a socket is
// not taken for a server that did not answer.
function loopDeadline(ms: number, answered: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let left = ms;
    let last = Date.now();
    const tick = () => {
      if (answered()) return;
      const now = Date.now();
      left -= Math.min(now - last, 2 * DEADLINE_TICK_MS);
      last = now;
      if (left <= 0) return resolve();
      // After the poll phase: I/O that arrived while the loop was busy is read before this counts it.
      setTimeout(() => setImmediate(tick), DEADLINE_TICK_MS).unref();
    };
    setTimeout(() => setImmediate(tick), DEADLINE_TICK_MS).unref();
  });
}
