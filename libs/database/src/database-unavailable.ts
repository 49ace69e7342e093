import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';

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
  if (cause instanceof DatabaseError) {
    const code = cause.code ?? '';
    return UNAVAILABLE_STATES.has(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS)
      ? { outcomeUnknown: false }
      : undefined;
  }
  if (!(cause instanceof Error)) return undefined;
  if (cause.message === POOL_CHECKOUT_TIMEOUT) return { outcomeUnknown: false };
  if (/^Connection terminated/.test(cause.message)) return { outcomeUnknown: false };
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && NETWORK_CODES.has(code) ? { outcomeUnknown: false } : undefined;
}
