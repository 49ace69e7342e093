import fc from 'fast-check';
import { mailboxProblem, mailboxSmugglingProblem, parseMailbox } from './mailbox';

const CONTROLS = [
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u000c',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
];

describe('parseMailbox', () => {
  it('reads a bare address, an angle address and a display name, lower-casing only the domain', () => {
    expect(parseMailbox('Jane.Doe+x@Example.COM')).toEqual({
      address: 'Jane.Doe+x@example.com',
      name: '',
      localPart: 'Jane.Doe+x',
      domain: 'example.com',
    });
    expect(parseMailbox('<jane@example.com>')?.address).toBe('jane@example.com');
    expect(parseMailbox('Jane Doe <jane@example.com>')).toMatchObject({ name: 'Jane Doe' });
    expect(parseMailbox('"Doe, Jane \\"JD\\"" <jane@example.com>')).toMatchObject({ name: 'Doe, Jane "JD"' });
    expect(parseMailbox('Jösé <jane@xn--bcher-kva.example>')?.domain).toBe('xn--bcher-kva.example');
  });

  it.each([
    ['group syntax', 'x@y: evil@example.net;'],
    ['an empty group', 'undisclosed-recipients:;'],
    ['a list', 'a@example.com, evil@example.net'],
    ['a semicolon list', 'a@example.com; evil@example.net'],
    ['two angle addresses', 'a <a@example.com> <evil@example.net>'],
    ['an encoded word', '=?utf-8?Q?a?= <a@example.com>'],
    ['a quoted local part', '"a b"@example.com'],
    ['an IP literal', 'a@[127.0.0.1]'],
    ['a single-label domain', 'a@localhost'],
    ['surrounding space', ' a@example.com'],
    ['a comment', 'a@example.com (evil@example.net)'],
    ['a double dot', 'a..b@example.com'],
    ['no local part', '@example.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
  ])('refuses %s', (_, value) => {
    expect(parseMailbox(value)).toBeUndefined();
    expect(mailboxProblem(value, 'to address')).toEqual(expect.any(String));
  });

  it('refuses a display name where it is not allowed', () => {
    expect(parseMailbox('Jane <jane@example.com>', { displayName: false })).toBeUndefined();
    expect(parseMailbox('jane@example.com', { displayName: false })?.address).toBe('jane@example.com');
  });

  it('never accepts a value holding a control character, a list or a group, wherever it is', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.constantFrom(...CONTROLS, ',', ';', ':'),
        fc.string({ maxLength: 20 }),
        fc.nat(),
        (address, injected, suffix, at) => {
          const position = at % (address.length + 1);
          const value = `${address.slice(0, position)}${injected}${address.slice(position)}${suffix}`;
          expect(parseMailbox(value)).toBeUndefined();
          expect(mailboxSmugglingProblem(value, 'from')).toEqual(expect.any(String));
        },
      ),
    );
  });

  it('gives back only an address written in the value, as written but for the domain case', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string(), fc.string({ unit: 'binary' })), (value) => {
        const mailbox = parseMailbox(value);
        if (!mailbox) return;
        expect(value.toLowerCase()).toContain(mailbox.address.toLowerCase());
        expect(value).toContain(`${mailbox.localPart}@`);
      }),
    );
  });
});
