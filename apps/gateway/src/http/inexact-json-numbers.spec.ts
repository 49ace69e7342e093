import { cpuGrowth, GROWTH_BOUND } from '@mailroom/testing';
import fc from 'fast-check';
import { inexactNumberProblem, inexactNumbers } from './inexact-json-numbers';

// An oracle apart from the code under test: a numeral's exact value as a fraction of integers.
function exactValue(numeral: string): { numerator: bigint; denominator: bigint } | undefined {
  const match = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/.exec(numeral);
  if (!match) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  const power = Number(exponent) - fraction.length;
  return power >= 0
    ? { numerator: digits * 10n ** BigInt(power), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-power) };
}

// Whether the service would hold the number as written: the value JSON.parse reads, written back as
// JavaScript writes it (what a rendered message shows), is the same number.
function keptAsWritten(numeral: string): boolean {
  const written = exactValue(numeral)!;
  const read = exactValue(String(Number(numeral)));
  if (!read) return false;
  return written.numerator * read.denominator === read.numerator * written.denominator;
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
// JSON numerals of every shape: long and short, with and without a fraction and an exponent.
const numeral = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      fc.constant('0'),
      fc.tuple(fc.integer({ min: 1, max: 9 }), digits(0, 30)).map(([a, b]) => `${a}${b}`),
    ),
    fc.option(digits(1, 30), { nil: undefined }),
    fc.option(fc.integer({ min: -420, max: 420 }), { nil: undefined }),
  )
  .map(
    ([negative, whole, fraction, exponent]) =>
      `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}${exponent === undefined ? '' : `e${exponent}`}`,
  );

describe('inexactNumbers', () => {
  it('finds exactly the numerals JSON.parse reads as another number', () => {
    fc.assert(
      fc.property(numeral, (written) => {
        const found = inexactNumbers(`{"n":${written}}`);
        expect([...found.values()]).toEqual(keptAsWritten(written) ? [] : [written]);
      }),
      { numRuns: 5000 },
    );
  });

  it('finds none in the numerals JavaScript writes, however they are spelled', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.nat({ max: 5 }), (value, zeros) => {
        const [mantissa, exponent = '0'] = String(value).split('e');
        const padded = mantissa.includes('.') ? mantissa + '0'.repeat(zeros) : mantissa;
        const spellings = [JSON.stringify(value), value.toExponential(), `${padded}e${Number(exponent)}`];
        expect(inexactNumbers(`[${spellings.join(',')}]`)).toEqual(new Map());
      }),
    );
  });

  // 10^40 is no double either, but JavaScript writes the double read back as 1e+40: the same number.
  it('finds every integer beyond 2^53 that is written back as another number', () => {
    const beyond = fc.bigInt({ min: 2n ** 53n + 1n, max: 10n ** 40n }).filter((n) => !keptAsWritten(`${n}`));
    fc.assert(
      fc.property(beyond, fc.boolean(), (n, negative) => {
        const written = `${negative ? '-' : ''}${n}`;
        expect(inexactNumbers(`{"a":[1,${written}]}`)).toEqual(new Map([[Number(written), written]]));
      }),
    );
  });

  it('reads nothing in strings, escaped quotes included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), digits(16, 40), fc.constant('"1e999')), { maxLength: 5 }),
        (texts) => {
          expect(inexactNumbers(JSON.stringify({ texts, [texts.join('')]: 1 }))).toEqual(new Map());
        },
      ),
    );
  });
});

describe('inexactNumberProblem', () => {
  it('names the field of the first such number, in body order', () => {
    const text =
      '{"to":["a@b.example"],"substitution_data":{"items":[{"price":1.5},{"price":12345678901234567890}],"big":1e400}}';
    expect(inexactNumberProblem(JSON.parse(text), text)?.payload.errors).toEqual({
      'substitution_data.items.1.price': [expect.stringContaining('The number 12345678901234567890 in')],
    });
    expect(inexactNumberProblem(1e400, '1e400')?.payload.errors).toEqual({
      body: [expect.stringContaining('The number 1e400 in body')],
    });
  });

  it('asks for a string only inside an object of the caller, not for a field of the request that takes a number', () => {
    const nested = '{"substitution_data":{"n":1e400}}';
    expect(inexactNumberProblem(JSON.parse(nested), nested)?.payload.errors?.['substitution_data.n']).toEqual(
      [expect.stringMatching(/Send it as a string\.$/)],
    );
    const own = '{"template_version":1e400}';
    expect(inexactNumberProblem(JSON.parse(own), own)?.payload.errors?.template_version).toEqual([
      expect.stringMatching(/1\.8e308\)\.$/),
    ]);
  });

  it('scans no text of a body without numbers, and passes the numbers kept as written', () => {
    const text = '{"subject":"12345678901234567890","n":[0.1,1e20,100000000000000000000,-0,5e-324]}';
    expect(inexactNumberProblem(JSON.parse(text), text)).toBeUndefined();
    expect(inexactNumberProblem({ subject: 'x' }, '{"subject":"x","n":1e400}')).toBeUndefined();
  });
});

// Bodies are parsed before the key is checked (1 MiB), and a send may be 20 MiB.
describe('inexactNumbers on hostile bodies', () => {
  it.each([
    ['trailing zeros before a last digit', (k: number) => `{"n":1${'0'.repeat(k)}1}`],
    ['fraction zeros before a last digit', (k: number) => `{"n":0.1${'0'.repeat(k)}1}`],
    ['a fraction of zeros', (k: number) => `{"n":1.${'0'.repeat(k)}}`],
    ['an exponent of zeros', (k: number) => `{"n":1e${'0'.repeat(k)}400}`],
    ['escaped quotes', (k: number) => `{"s":"${'\\"'.repeat(k)}","n":1e100}`],
    ['runs of backslashes', (k: number) => `{"s":"${'\\\\'.repeat(k)}","n":12345678901234567890}`],
  ])(
    'reads %s in linear time',
    async (_, body) => {
      // 80,000 zeros took 11 s when a regular expression stripped them.
      expect(await cpuGrowth(body, inexactNumbers, 400_000)).toBeLessThan(GROWTH_BOUND);
    },
    60_000,
  );

  it('reads runs of ten million characters without overflowing the stack', () => {
    const digits = '1'.repeat(10_000_000);
    expect([...inexactNumbers(`{"n":${digits}}`).values()]).toEqual([digits]);
    expect(inexactNumbers(`{"s":"${'\\n'.repeat(5_000_000)}","n":1e100}`)).toEqual(new Map());
    expect(inexactNumbers(`{"n":1.${'0'.repeat(10_000_000)}}`)).toEqual(new Map());
  });
});
