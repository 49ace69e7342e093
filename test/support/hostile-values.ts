import fc from 'fast-check';

// Characters a probe found removed, passed on or stored as a 500: NUL, other controls, the Unicode line
// separators, a line break and unpaired surrogates.
export const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\r\n',
  '\ud800',
  '\udfff',
];

// Text holding at least one of them.
export const hostileText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...HOSTILE_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, character, after]) => before + character + after);

// Any text: ordinary, any code unit, or hostile.
export const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostileText,
);

// Numbers at the edges: beyond 2^53, the largest double, negative, beyond 32 bits.
export const anyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 53 + 1, 1e308, -1, 0, 2_147_483_648, 99_999_999_999),
);
