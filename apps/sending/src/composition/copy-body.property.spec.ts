import fc from 'fast-check';
import { bodyHash } from './body-canonicalization';
import { CopyBody } from './copy-body';

// Text of lines that canonicalization changes: runs of spaces and tabs, spaces at line ends, bare LF, lone
// CR, empty lines (at the end above all), 8-bit characters.
const unit = fc.constantFrom('a', '=', ' ', '  ', '\t', '\r', '\n', '\r\n', '\r\n\r\n', '\u00e9', '\u00ff');
const text = fc.string({ unit, maxLength: 30 });

describe('CopyBody', () => {
  it('writes each copy as the whole body would be written, with the hash of the whole body (generated)', () => {
    fc.assert(
      fc.property(text, text, fc.array(text, { minLength: 1, maxLength: 4 }), (before, after, stretches) => {
        const body = new CopyBody(before, after);
        for (const stretch of stretches) {
          const whole = before + stretch + after;
          const copy = body.render(stretch);
          expect(Buffer.concat(copy.chunks).toString('latin1')).toBe(whole);
          expect(copy.hash).toBe(bodyHash(whole));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('hashes a body whose end is empty lines, reaching back into the copy, as the whole body', () => {
    const body = new CopyBody('part\r\n\r\n', '\r\n\r\n\r\n');
    expect(body.render('').hash).toBe(bodyHash('part\r\n'));
    expect(body.render('tracked  \r\n').hash).toBe(bodyHash('part\r\n\r\ntracked\r\n'));
  });
});
