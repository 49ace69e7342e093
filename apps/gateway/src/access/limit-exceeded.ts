import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';

export function retryAfterSeconds(res: Pick<RateLimiterRes, 'msBeforeNext'>): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

export function rateLimitExceeded(
  retryAfter: number,
  message: string,
  code: ErrorCode = ErrorCode.rateLimitExceeded,
): ServiceError {
  return new ServiceError({
    status: 429,
    error_code: code,
    message,
    retry_after: retryAfter,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

// rate-limiter-flexible rejects with a RateLimiterRes when points run out, and with an Error when its store fails.
export function isRateLimiterRes(value: unknown): value is RateLimiterRes {
  return value instanceof RateLimiterRes;
}
