import { ServiceError } from '@mailroom/contracts';
import { createValidationPipe } from '../http/validation.pipe';
import { CapturedMessagesQuery } from './captured-messages.query';

// What GET /api/admin/capture/messages answers for this query string: the limit it passes on, or its 422.
async function listQuery(
  query: Record<string, string>,
): Promise<{ limit?: number } | { status: number; errors: unknown }> {
  try {
    return (await createValidationPipe().transform(query, {
      type: 'query',
      metatype: CapturedMessagesQuery,
    })) as {
      limit?: number;
    };
  } catch (error) {
    const { status, errors } = (error as ServiceError).payload;
    return { status, errors };
  }
}

describe('GET /api/admin/capture/messages?limit=', () => {
  it('takes 1 to 1000, and no limit', async () => {
    expect(await listQuery({})).toEqual({});
    expect(await listQuery({ limit: '1' })).toEqual({ limit: 1 });
    expect(await listQuery({ limit: '1000' })).toEqual({ limit: 1000 });
  });

  it.each([
    ['abc', 'The limit must be an integer.'],
    ['0x10', 'The limit must be an integer.'],
    ['1e2', 'The limit must be an integer.'],
    ['2.5', 'The limit must be an integer.'],
    ['-1', 'The limit must be at least 1.'],
    ['0', 'The limit must be at least 1.'],
    ['1001', 'The limit may not be greater than 1000.'],
    ['100000', 'The limit may not be greater than 1000.'],
  ])('answers limit=%s 422 naming the limit', async (limit, message) => {
    expect(await listQuery({ limit })).toEqual({ status: 422, errors: { limit: [message] } });
  });

  it('answers an unknown query parameter 422', async () => {
    expect(await listQuery({ foo: '1' })).toMatchObject({
      status: 422,
      errors: { foo: [expect.any(String)] },
    });
  });
});
