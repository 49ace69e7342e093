import { ErrorCode, ServiceError } from '@mailroom/contracts';

export interface SendFailure {
  // Transient: sending is down, slow or busy with the same key, so a later attempt may succeed. Permanent:
  // sending refused the request (domain removed, template gone, quota exhausted...), so it would again.
  kind: 'transient' | 'permanent';
  reason: string;
}

export function classifySendFailure(error: unknown): SendFailure {
  if (!(error instanceof ServiceError)) return { kind: 'transient', reason: String(error) };
  const { status, error_code: code, message } = error.payload;
  const reason = `${message} (${code})`;
  const transient = status >= 500 || code === ErrorCode.idempotencyInProgress;
  return { kind: transient ? 'transient' : 'permanent', reason };
}
