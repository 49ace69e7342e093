import fc from 'fast-check';
import { numeralReadsAsWritten } from './decimal-numeral';

// Any integer up to 10^30, and integers of up to 17 significant digits and trailing zeros, which print back
// as themselves past 2^53 as often as not.
const integers = fc.oneof(
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  fc
    .tuple(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), fc.integer({ min: 0, max: 13 }))
    .map(([digits, zeros]) => digits * 10n ** BigInt(zeros)),
);

describe('numeralReadsAsWritten', () => {
  it('takes what a double holds exactly, however it is written', () => {
    for (const numeral of [
      '0',
      '-0',
      '12',
      '+12',
      '1.50',
      '.5',
      '5.',
      '1e3',
      '1E+3',
      '15e-1',
      '0e-400',
      '123456789012345',
      '9007199254740992',
      '1e-300',
      '1.7976931348623157e308',
    ])
      expect([numeral, numeralReadsAsWritten(numeral)]).toEqual([numeral, true]);
  });

  it('refuses what reads as another number, and what is no numeral', () => {
    for (const numeral of [
      '12345678901234567890',
      '9007199254740993',
      '0.1234567890123456789',
      '1e-400',
      '1e400',
      '',
      '.',
      '-',
      'e5',
      '1e',
      '1.2.3',
      '0x10',
      'Infinity',
      ' 1',
    ])
      expect([numeral, numeralReadsAsWritten(numeral)]).toEqual([numeral, false]);
  });

  it('takes the shortest numeral of every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) =>
        numeralReadsAsWritten(String(value)),
      ),
    );
  });

  // Kept as written: the double it reads as prints back as the same number (what is stored and shown is
  // that print), not that the double's binary value is that integer: 119209289550781250000000 reads as
  // a double whose shortest print is 1.1920928955078125e+23, the same number.
  it('takes an integer numeral exactly when the double it reads as prints back as that integer', () => {
    fc.assert(
      fc.property(integers, (integer) => {
        const numeral = integer.toString();
        return numeralReadsAsWritten(numeral) === (printedInteger(Number(numeral)) === integer);
      }),
    );
  });
});

// The integer a double prints as (`1.1920928955078125e+23`, `-42`), by its printed digits and exponent.
function printedInteger(value: number): bigint | undefined {
  const [mantissa, exponent = '0'] = String(value).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const power = Number(exponent) - fraction.length;
  return power < 0 ? undefined : BigInt(whole + fraction) * 10n ** BigInt(power);
}
