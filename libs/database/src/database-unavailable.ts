import { DatabaseError } from 'pg';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';

// The database did not answer (it hangs, or the connection broke): a dependency failure, not a bug.
// `outcomeUnknown` when the statement that failed may still take effect: a COMMIT, or a statement outside a
// transaction block, that was sent and got no answer. Anything else that failed this way was rolled back or
// never reached the server.
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    readonly outcomeUnknown: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

// What the server answers when it cannot serve now: too many connections, starting up or shutting down, a
// connection exception, a statement cancelled by its statement_timeout or an operator.
const UNAVAILABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03', '57014']);
const CONNECTION_EXCEPTION_CLASS = '08';
// 55000 (object not in prerequisite state) also names programming errors (currval before nextval): only the
// database closed to connections (ALTER DATABASE ... ALLOW_CONNECTIONS false) is a dependency failure.
const NOT_ACCEPTING_CONNECTIONS = { code: '55000', message: /is not currently accepting connections/ };

// pg-pool's own: no connection could be had within connectionTimeoutMillis (nothing was sent).
const POOL_CHECKOUT_TIMEOUT = 'timeout exceeded when trying to connect';

// Node's errors for a server that cannot be reached.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

export interface DatabaseUnavailability {
  outcomeUnknown: boolean;
}

// Whether an error (as a repository, TypeORM or node-postgres throws it) means that the database could not
// serve: the caller should answer 503, and say that the outcome is unknown when it may be.
export function databaseUnavailability(error: unknown): DatabaseUnavailability | undefined {
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (cause instanceof DatabaseUnavailableError) return { outcomeUnknown: cause.outcomeUnknown };
  // TypeORM releases a query runner whose connection failed (terminated by the server or an operator): what
  // the transaction asks of it next, its COMMIT included, is refused without being sent, and the server rolled
  // the transaction back when it lost the connection.
  if (
    cause instanceof QueryRunnerAlreadyReleasedError ||
    cause instanceof QueryRunnerProviderAlreadyReleasedError
  )
    return { outcomeUnknown: false };
  if (cause instanceof DatabaseError) {
    const code = cause.code ?? '';
    const closed =
      code === NOT_ACCEPTING_CONNECTIONS.code && NOT_ACCEPTING_CONNECTIONS.message.test(cause.message);
    return UNAVAILABLE_STATES.has(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS) || closed
      ? { outcomeUnknown: false }
      : undefined;
  }
  if (!(cause instanceof Error)) return undefined;
  if (cause.message === POOL_CHECKOUT_TIMEOUT) return { outcomeUnknown: false };
  if (/^Connection terminated/.test(cause.message)) return { outcomeUnknown: false };
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && NETWORK_CODES.has(code) ? { outcomeUnknown: false } : undefined;
}
