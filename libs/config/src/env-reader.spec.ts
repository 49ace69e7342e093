import fc from 'fast-check';
import { configProblems, readConfigFrom } from '@mailroom/testing';
import { EnvReader, parseDecimalInteger, quoteValue } from './env-reader';

describe('parseDecimalInteger', () => {
  it('reads every integer inside the range written in decimal digits, leading zeros included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.nat({ max: 3 }),
        (a, b, zeros) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const value = min + Math.floor((max - min) / 2);
          expect(parseDecimalInteger(`${'0'.repeat(zeros)}${value}`, min, max)).toBe(value);
          expect(parseDecimalInteger(String(min), min, max)).toBe(min);
          expect(parseDecimalInteger(String(max), min, max)).toBe(max);
        },
      ),
    );
  });

  it('reads a negative integer of a range that takes it, and never a negative zero', () => {
    expect(parseDecimalInteger('-5', -10, 10)).toBe(-5);
    expect(parseDecimalInteger('-007', -10, 10)).toBe(-7);
    expect(parseDecimalInteger('-0', -10, 10)).toBeUndefined();
    expect(parseDecimalInteger('0', -10, 10)).toBe(0);
  });

  it('refuses every integer outside the range, however large', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 65_535 }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (max, over) => {
          expect(parseDecimalInteger(String(BigInt(max) + over), 0, max)).toBeUndefined();
          expect(parseDecimalInteger(String(-over), 0, max)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses hex, octal, binary, exponents, fractions, signs and inner white space, which Number() reads', () => {
    for (const raw of [
      '0x1F35',
      '0o17',
      '0b101',
      '1e3',
      '1E3',
      '10.0',
      '1.5',
      '+80',
      ' 80',
      '8 0',
      '',
      'Infinity',
      '1_000',
      '-0',
      '-00',
    ])
      expect(parseDecimalInteger(raw, 0, 1_000_000)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const parsed = parseDecimalInteger(raw, 0, Number.MAX_SAFE_INTEGER);
        if (parsed !== undefined) expect(raw).toMatch(/^[0-9]+$/);
      }),
    );
  });
});

describe('quoteValue', () => {
  it('keeps any value on one line', () => {
    expect(quoteValue('a\u2028b\u2029c\rd')).toBe('"a\\u2028b\\u2029c\\rd"');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(quoteValue(value)).not.toMatch(/[\r\n\u2028\u2029]/);
      }),
    );
  });
});

describe('EnvReader', () => {
  it('names the variable, the accepted range and the value of a number it refuses', () => {
    const read = (reader: EnvReader) =>
      reader.int('SMTP_TIMEOUT_MS', { default: 30_000, min: 1000, max: 600_000 });
    expect(configProblems(read, { SMTP_TIMEOUT_MS: '3000000000' })).toBe(
      'SMTP_TIMEOUT_MS must be an integer from 1000 to 600000, got "3000000000"',
    );
    expect(configProblems(read, { SMTP_TIMEOUT_MS: '0x7530' })).toBe(
      'SMTP_TIMEOUT_MS must be an integer from 1000 to 600000, got "0x7530"',
    );
    expect(configProblems(read, { SMTP_TIMEOUT_MS: '3e4' })).toContain('got "3e4"');
    expect(() => readConfigFrom(read, { SMTP_TIMEOUT_MS: '30000' })).not.toThrow();
    expect(() => readConfigFrom(read, {})).not.toThrow();
  });

  it('quotes a value with a line break on the one line', () => {
    const message = configProblems((reader) => reader.int('PORT', { min: 1, max: 65_535 }), {
      PORT: '80\n81',
    });
    expect(message).toBe('PORT must be an integer from 1 to 65535, got "80\\n81"');
  });

  it('names a problem once, however many contexts read the variable', () => {
    const message = configProblems(
      (reader) => {
        for (let context = 0; context < 3; context++) {
          reader.int('EMAIL_RETENTION_DAYS', { default: 30, min: 3, max: 3650 });
          reader.url('PUBLIC_URL', ['http', 'https'], { default: 'http://localhost:3000' });
        }
      },
      { EMAIL_RETENTION_DAYS: '2', PUBLIC_URL: 'notaurl' },
    );
    expect(message).toBe(
      'EMAIL_RETENTION_DAYS must be an integer from 3 to 3650, got "2"; PUBLIC_URL must be a URL, got "notaurl"',
    );
  });

  it('does not check defaults: a variable that was not set is never named for a value derived from another', () => {
    const message = configProblems(
      (reader) => {
        const port = reader.int('PORT', { default: 3000, min: 1, max: 65_535 });
        reader.url('PUBLIC_URL', ['http', 'https'], { default: `http://localhost:${port}` });
        const mode = reader.oneOf('DELIVERY_MODE', ['capture', 'relay', 'mx'] as const, {
          default: 'capture',
        });
        reader.oneOf('SANDBOX_DELIVERY_MODE', ['capture', 'relay', 'mx'] as const, { default: mode });
      },
      { PORT: '70000', DELIVERY_MODE: 'smoke-signals' },
    );
    expect(message).toBe(
      'PORT must be an integer from 1 to 65535, got "70000"; DELIVERY_MODE must be one of capture, relay, mx, got "smoke-signals"',
    );
  });

  it('says a required number is missing with its range', () => {
    expect(configProblems((reader) => reader.int('SMTP_SUBMISSION_PORT', { min: 1, max: 65_535 }), {})).toBe(
      'SMTP_SUBMISSION_PORT is required (an integer from 1 to 65535)',
    );
  });
});
