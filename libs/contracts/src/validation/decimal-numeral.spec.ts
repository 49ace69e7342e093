import fc from 'fast-check';
import { numeralReadsAsWritten } from './decimal-numeral';

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

  it('takes an integer numeral exactly when the double it reads as is that integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (integer) => {
        const numeral = integer.toString();
        return numeralReadsAsWritten(numeral) === (BigInt(Number(numeral)) === integer);
      }),
    );
  });
});
