import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { refusalReason } from './campaign-outcomes';

describe('the failure_reason of a refused campaign', () => {
  it('is the refusal as a client reads it, without the internal error code', () => {
    expect(refusalReason(ServiceError.notFound('List not found.'))).toBe('List not found.');
    const quota = new ServiceError({
      status: 429,
      error_code: ErrorCode.dailyQuotaExceeded,
      message: 'The daily sending quota of 100 emails does not cover 93 more recipient(s).',
    });
    expect(refusalReason(quota)).toBe(quota.message);
  });

  it('names the fields a validation refusal names', () => {
    const refused = ServiceError.validation({
      html: ['The html is invalid.'],
      subject: ['Too long.', 'Bad.'],
    });
    expect(refusalReason(refused)).toBe(
      'The request is invalid. html: The html is invalid. subject: Too long. Bad.',
    );
  });
});
