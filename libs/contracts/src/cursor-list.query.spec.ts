import fc from 'fast-check';
import { microsUp, nanosOfTimestamp, timestampOfMicros, windowOf } from './cursor-list.query';
import { ServiceError } from './service-error';

const YEAR_2100_MICROS = 4_102_444_800_000_000n;
const OFFSETS: [text: string, minutes: number][] = [
  ['Z', 0],
  ['+02:00', 120],
  ['-0530', -330],
  ['+01', 60],
];

// A moment written to the microsecond in an offset, with further digits.
function written(micros: bigint, offsetMinutes: number, offsetText: string, beyond: string): string {
  const millis = micros / 1000n;
  const local = new Date(Number(millis) + offsetMinutes * 60_000).toISOString().slice(0, -1);
  return `${local}${(micros % 1000n).toString().padStart(3, '0')}${beyond}${offsetText}`;
}

// What a filter compares with a stored time: the moment written, rounded up to the microsecond.
const microsOfTimestamp = (value: string): bigint | undefined => {
  const nanos = nanosOfTimestamp(value);
  return nanos === undefined ? undefined : microsUp(nanos);
};

describe('nanosOfTimestamp, rounded up to the microsecond', () => {
  it('reads the moment to the microsecond in any offset, rounding digits past it up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: YEAR_2100_MICROS }),
        fc.constantFrom(...OFFSETS),
        fc.stringMatching(/^\d{0,3}$/),
        (micros, [offsetText, offsetMinutes], beyond) => {
          const value = written(micros, offsetMinutes, offsetText, beyond);
          expect(microsOfTimestamp(value)).toBe(micros + (/[1-9]/.test(beyond) ? 1n : 0n));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads fewer digits, a date alone and no fraction as the moment they name', () => {
    expect(microsOfTimestamp('2026-11-29T21:39:23Z')).toBe(1_795_988_363_000_000n);
    expect(microsOfTimestamp('2026-11-29T21:39:23.2Z')).toBe(1_795_988_363_200_000n);
    expect(microsOfTimestamp('2026-11-29T21:39:23.2055Z')).toBe(1_795_988_363_205_500n);
    expect(microsOfTimestamp('2026-11-29')).toBe(1_795_910_400_000_000n);
    expect(microsOfTimestamp('not a time')).toBeUndefined();
  });
});

describe('timestampOfMicros', () => {
  it('writes a moment back as microsOfTimestamp reads it: milliseconds when that is all it holds', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: YEAR_2100_MICROS }), (micros) => {
        const text = timestampOfMicros(micros);
        expect(microsOfTimestamp(text)).toBe(micros);
        expect(text).toMatch(micros % 1000n === 0n ? /\.\d{3}Z$/ : /\.\d{6}Z$/);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('windowOf', () => {
  it('refuses a to that is not after from, to the microsecond', () => {
    const window = { from: '2026-01-01T00:00:00.0001Z', to: '2026-01-01T00:00:00.0002Z' };
    expect(windowOf(window, { from: undefined, to: undefined })).toEqual({
      from: 1_767_225_600_000_100n,
      to: 1_767_225_600_000_200n,
    });
    expect(() => windowOf({ from: window.to, to: window.from }, { from: undefined, to: undefined })).toThrow(
      ServiceError,
    );
    // After as written, though within one microsecond: an empty window, not a refusal.
    const close = { from: '2026-01-01T00:00:00.000000100Z', to: '2026-01-01T00:00:00.000000200Z' };
    expect(windowOf(close, { from: undefined, to: undefined })).toEqual({
      from: 1_767_225_600_000_001n,
      to: 1_767_225_600_000_001n,
    });
  });
});
