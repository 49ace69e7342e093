import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { smtpReplyFor } from './smtp-reply';

const error = (status: number, error_code: ErrorCode, errors?: Record<string, string[]>) =>
  new ServiceError({ status, error_code, message: 'Refused.', errors });

describe('smtpReplyFor', () => {
  it.each([
    [error(401, ErrorCode.unauthorized), 535, '5.7.8'],
    [error(403, ErrorCode.insufficientScope), 535, '5.7.8'],
    [error(429, ErrorCode.authBlocked), 454, '4.7.0'],
    [error(400, ErrorCode.unconfiguredDomain), 550, '5.7.1'],
    [error(400, ErrorCode.invalidDomain), 550, '5.7.1'],
    [error(429, ErrorCode.rateLimitExceeded), 451, '4.7.1'],
    [error(429, ErrorCode.quotaExceeded), 451, '4.7.1'],
    [error(429, ErrorCode.dailyQuotaExceeded), 451, '4.7.1'],
    [error(409, ErrorCode.idempotencyInProgress), 451, '4.3.0'],
    [error(409, ErrorCode.idempotencyConflict), 554, '5.6.0'],
    [error(413, ErrorCode.validationError), 552, '5.3.4'],
    [error(422, ErrorCode.validationError, { 'to.0': ['Bad address.'] }), 554, '5.6.0'],
    // A bad From, Subject, Idempotency-Key or header of a submitted message (README: a bad message).
    [error(422, ErrorCode.validationError, { From: ['Not one address.'] }), 554, '5.6.0'],
    [error(422, ErrorCode.validationError, { header: ['No colon.'] }), 554, '5.6.0'],
    [error(422, ErrorCode.validationError, { body: ['More than NATS carries.'] }), 552, '5.3.4'],
    [error(503, ErrorCode.serviceUnavailable), 451, '4.3.0'],
    [error(500, ErrorCode.internalError), 451, '4.3.0'],
  ])('answers %j with %i %s', (serviceError, code, enhanced) => {
    const reply = smtpReplyFor(serviceError);
    expect(reply.responseCode).toBe(code);
    expect(reply.message.startsWith(`${enhanced} `)).toBe(true);
  });

  it('names the refused fields of a validation error', () => {
    const reply = smtpReplyFor(error(422, ErrorCode.validationError, { 'to.0': ['Bad address.'] }));
    expect(reply.message).toBe('5.6.0 to.0: Bad address.');
  });
});
