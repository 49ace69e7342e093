import { ErrorCode, ServiceError } from '@mailroom/contracts';

// An SMTP error reply: smtp-server writes `responseCode message`, and the message starts with the RFC 3463
// enhanced status code (smtp-server's own table cannot tell 5.7.1 from 5.1.1 for a 550).
export class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    enhancedCode: string,
    text: string,
  ) {
    super(`${enhancedCode} ${text}`);
  }
}

export const BAD_CREDENTIALS = (): SmtpReply =>
  new SmtpReply(
    535,
    '5.7.8',
    'Authentication credentials invalid: the password must be an API key with emails:send',
  );

// The answer of the HTTP API's error, as SMTP says it.
export function smtpReplyFor(error: ServiceError): SmtpReply {
  const { status, error_code: code, message } = error.payload;
  switch (code) {
    case ErrorCode.unauthorized:
    case ErrorCode.insufficientScope:
      return BAD_CREDENTIALS();
    case ErrorCode.authBlocked:
      return new SmtpReply(454, '4.7.0', message);
    case ErrorCode.unconfiguredDomain:
    case ErrorCode.invalidDomain:
    case ErrorCode.sandboxRestricted:
      return new SmtpReply(550, '5.7.1', message);
    case ErrorCode.rateLimitExceeded:
    case ErrorCode.quotaExceeded:
    case ErrorCode.dailyQuotaExceeded:
      return new SmtpReply(451, '4.7.1', message);
    case ErrorCode.idempotencyInProgress:
      return new SmtpReply(451, '4.3.0', message);
    case ErrorCode.idempotencyConflict:
      return new SmtpReply(554, '5.6.0', message);
    default:
      break;
  }
  // A 422 of the body: the message is larger than the bus between the processes carries (NATS max_payload).
  if (status === 413 || (status === 422 && error.payload.errors?.body))
    return new SmtpReply(552, '5.3.4', fieldMessage(error) ?? message);
  if (status === 422 || status === 400) return new SmtpReply(554, '5.6.0', fieldMessage(error) ?? message);
  return new SmtpReply(451, '4.3.0', 'The message could not be taken now; try again later.');
}

function fieldMessage(error: ServiceError): string | undefined {
  const entries = Object.entries(error.payload.errors ?? {});
  return entries.length > 0
    ? entries.map(([field, problems]) => `${field}: ${problems.join(' ')}`).join('; ')
    : undefined;
}
