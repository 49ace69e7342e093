import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SendEmailDto, ServiceError } from '@mailroom/contracts';
import { createValidationPipe } from './validation.pipe';

class Example {
  @IsString({ message: 'The name must be a string.' })
  @MaxLength(10, { message: 'The name may not be greater than 10 characters.' })
  name!: string;

  @IsOptional()
  @IsInt({ message: 'The page must be an integer.' })
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(100, { message: 'The page may not be greater than 100.' })
  page?: number;
}

async function errorsOf(value: unknown, metatype: new () => object = Example): Promise<unknown> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype });
  } catch (error) {
    return (error as ServiceError).payload;
  }
  return undefined;
}

describe('validation pipe', () => {
  it('says a missing field is required, not which rules its value would break', async () => {
    expect(await errorsOf({})).toMatchObject({ errors: { name: ['The name field is required.'] } });
  });

  it('answers a value of the wrong type with that message alone', async () => {
    expect(await errorsOf({ name: 'ok', page: 'abc' })).toMatchObject({
      errors: { page: ['The page must be an integer.'] },
    });
  });

  it.each([[{}], [{ name: 'a.txt' }], ['a.txt'], [5]])(
    'answers attachments that are no array (%j) with that alone, not with the fields of an attachment',
    async (attachments) => {
      const send = { from: 'a@example.com', to: ['b@example.net'], subject: 'S', text: 'T', attachments };
      expect(await errorsOf(send, SendEmailDto)).toMatchObject({
        errors: { attachments: ['The attachments must be an array.'] },
      });
      expect(Object.keys(((await errorsOf(send, SendEmailDto)) as { errors: object }).errors)).toEqual([
        'attachments',
      ]);
    },
  );

  it.each([[null], [[]], [[{ name: 'ok' }]], [42], ['text'], [true]])(
    'answers a body that is no object (%j) 422 on the body',
    async (body) => {
      expect(await errorsOf(body)).toEqual({
        status: 422,
        error_code: 'validation_error',
        message: expect.any(String),
        errors: { body: ['The request body must be a JSON object.'] },
      });
    },
  );

  it('keeps every broken rule of a value of the right type', async () => {
    expect(await errorsOf({ name: 'far too long a name', page: 0 })).toMatchObject({
      errors: {
        name: ['The name may not be greater than 10 characters.'],
        page: ['The page must be at least 1.'],
      },
    });
  });
});
