import { decodeWords } from './encoded-words';

describe('decodeWords', () => {
  it('decodes the encoded words of known charsets, an RFC 2231 language aside', () => {
    expect(decodeWords('=?utf-8?q?caf=C3=A9?= and =?ISO-8859-1?Q?caf=E9?=')).toBe('café and café');
    expect(decodeWords('=?us-ascii?b?YWJj?= =?windows-1252?Q?=80?=')).toBe('abc€');
    expect(decodeWords('=?utf-8*en?q?Hello_world?=')).toBe('Hello world');
    expect(decodeWords('=?shift_jis?B?k/qWe4zq?=')).toBe('日本語');
  });

  it.each([
    ['a charset no decoder knows', '=?x-unknown?q?abc?='],
    ['UTF-7, which smuggles markup', '=?utf-7?q?+ADw-script+AD4-?='],
    ['a byte ASCII has not', '=?us-ascii?b?/w==?='],
    ['bytes that are no UTF-8', '=?utf-8?B?Y2Fm6Q==?='],
    ['bytes that are no Shift_JIS', '=?shift_jis?B?gf8=?='],
  ])('refuses %s', (_, word) => {
    expect(decodeWords(`Subject ${word}`)).toBeUndefined();
  });
});
