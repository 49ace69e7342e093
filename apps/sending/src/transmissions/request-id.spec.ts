import fc from 'fast-check';
import { firstRequestIdAt, newRequestId } from './request-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MAX_48_BITS = 2 ** 48 - 1;

describe('newRequestId', () => {
  it('is a UUIDv7 whose first 48 bits are the milliseconds given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_48_BITS }), (now) => {
        const id = newRequestId(now);
        expect(id).toMatch(UUID_V7);
        expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(now);
      }),
    );
  });

  it('sorts as the times it was made at', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_48_BITS }),
        fc.integer({ min: 0, max: MAX_48_BITS }),
        (a, b) => {
          fc.pre(a !== b);
          expect(newRequestId(a) < newRequestId(b)).toBe(a < b);
        },
      ),
    );
  });

  it('differs between ids of the same millisecond', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newRequestId(1_700_000_000_000)));
    expect(ids.size).toBe(10_000);
  });
});

describe('firstRequestIdAt', () => {
  it('is above every id of an earlier millisecond and at most any id of its own or a later one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_48_BITS }),
        fc.integer({ min: 0, max: MAX_48_BITS }),
        (created, cutoff) => {
          expect(newRequestId(created) < firstRequestIdAt(cutoff)).toBe(created < cutoff);
        },
      ),
    );
  });
});
