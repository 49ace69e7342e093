import { cpuGrowth, GROWTH_BOUND } from '@mailroom/testing';
import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { multipartFields, urlencodedFields } from './form-fields';
import { UnreadableBody } from './json-body';

const FORM = 'application/x-www-form-urlencoded';

// Byte strings that are not UTF-8, as a client might send them in place of text.
const notUtf8 = fc.uint8Array({ minLength: 1, maxLength: 12 }).filter((bytes) => !isUtf8(bytes));
const percentEscaped = (bytes: Uint8Array) =>
  [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

describe('urlencodedFields', () => {
  it('reads back every field a browser encodes, characters of every plane included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })), {
          maxLength: 8,
        }),
        (pairs) => {
          const body = Buffer.from(new URLSearchParams(pairs).toString());
          const expected = Object.create(null) as Record<string, string | string[]>;
          for (const [name, value] of new URLSearchParams(pairs)) {
            const known = expected[name];
            expected[name] = known === undefined ? value : [...[known].flat(), value];
          }
          expect(urlencodedFields(body, FORM)).toEqual(expected);
        },
      ),
    );
  });

  it('refuses bytes that are not UTF-8, sent as they are or percent-escaped, instead of replacing them', () => {
    fc.assert(
      fc.property(notUtf8, fc.boolean(), (bytes, escaped) => {
        const body = Buffer.concat([
          Buffer.from('List-Unsubscribe=One-Click&note='),
          escaped ? Buffer.from(percentEscaped(bytes)) : Buffer.from(bytes),
        ]);
        const fields = urlencodedFields(body, FORM);
        expect(fields).toBeInstanceOf(UnreadableBody);
        expect((fields as UnreadableBody).payload).toMatchObject({
          status: 422,
          error_code: 'validation_error',
          message: 'The request body is not valid UTF-8.',
        });
      }),
    );
  });

  it('keeps a % that starts no escape, as browsers do', () => {
    expect(urlencodedFields(Buffer.from('a=100%25+%zz%'), FORM)).toEqual({ a: '100% %zz%' });
  });

  // 32,767 values of one name (a 64 KiB form, sent without a key) took 8.6 s when each value copied the
  // ones before.
  it('reads a field named many times in linear time', async () => {
    const repeated = (count: number) => Buffer.from(Array(count).fill('a=b').join('&'));
    expect(await cpuGrowth(repeated, (body) => urlencodedFields(body, FORM), 16_000)).toBeLessThan(
      GROWTH_BOUND,
    );
    expect(urlencodedFields(repeated(16_000), FORM)).toEqual({ a: Array(16_000).fill('b') });
  });

  it('refuses a form declared in another charset', () => {
    const fields = urlencodedFields(Buffer.from('a=%E9'), `${FORM}; charset=iso-8859-1`);
    expect((fields as UnreadableBody).payload.errors).toEqual({
      body: ['Send the form in UTF-8 (charset=utf-8, or no charset).'],
    });
    expect(urlencodedFields(Buffer.from('a=%C3%A9'), `${FORM}; charset=UTF-8`)).toEqual({ a: 'é' });
  });
});

describe('multipartFields', () => {
  const multipart = (value: Buffer) =>
    Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n'),
      value,
      Buffer.from('\r\n--b--\r\n'),
    ]);

  it('refuses a field whose bytes are not UTF-8', async () => {
    await fc.assert(
      fc.asyncProperty(notUtf8, async (bytes) => {
        const fields = await multipartFields(
          multipart(Buffer.from(bytes)),
          'multipart/form-data; boundary=b',
        );
        expect((fields as UnreadableBody).payload?.message).toBe('The request body is not valid UTF-8.');
      }),
    );
  });

  it('reads a UTF-8 field as written', async () => {
    const fields = await multipartFields(
      multipart(Buffer.from('One-Click ✓ 😀')),
      'multipart/form-data; boundary=b',
    );
    expect(fields).toEqual({ 'List-Unsubscribe': 'One-Click ✓ 😀' });
  });
});
