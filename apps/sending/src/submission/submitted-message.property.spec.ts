import { parseMailbox, ServiceError } from '@mailroom/contracts';
import fc from 'fast-check';
import { deliverableMessage, readSubmittedMessage } from './submitted-message';

// Header lines a client (or an attacker) may write: known and unknown names, folded or not, any bytes.
const headerName = fc.oneof(
  fc.constantFrom('From', 'To', 'Cc', 'Bcc', 'Subject', 'Idempotency-Key', 'Message-ID', 'Date', 'X-Any'),
  fc.string({ maxLength: 12 }),
);
const headerValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('Ann <ann@example.com>', '=?UTF-8?B?SGk=?= <a@b.c>', 'a@b.c, d@e.f', '=?bogus?Q?=ZZ?='),
);
const header = fc
  .tuple(headerName, headerValue, fc.boolean())
  .map(([name, value, folded]) =>
    folded ? `${name}: ${value.slice(0, 20)}\r\n\t${value.slice(20)}` : `${name}: ${value}`,
  );
const message = fc.oneof(
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(
      fc.array(header, { maxLength: 8 }),
      fc.constantFrom('\r\n\r\n', '\n\n', ''),
      fc.string({ maxLength: 60 }),
    )
    .map(([headers, separator, body]) => Buffer.from(headers.join('\r\n') + separator + body, 'utf8')),
);

describe('a submitted message of any shape', () => {
  it('is read or refused with a service error, never thrown at otherwise', () => {
    fc.assert(
      fc.property(message, (raw) => {
        let read;
        try {
          read = readSubmittedMessage(raw);
        } catch (error) {
          expect(error).toBeInstanceOf(ServiceError);
          expect((error as ServiceError).status).toBeLessThan(500);
          return;
        }
        // The From address is held to the one-mailbox rule of POST /emails.
        expect(parseMailbox(read.from.address)?.address).toBe(read.from.address);
        // What is delivered never carries the Bcc or Idempotency-Key fields the client wrote.
        const sentFrom = `${read.from.address.split('@')[0]}@sandbox.test`;
        const delivered = deliverableMessage(raw, read, {
          messageId: 'm@example.com',
          date: new Date(0),
          sentFrom,
        });
        const head = delivered.toString('latin1').split(/\r?\n\r?\n/)[0];
        expect(head).not.toMatch(/^(bcc|idempotency-key)\s*:/im);
        // ... and names the address it is sent from in its one From field.
        const fromFields = head.split(/\r?\n(?![ \t])/).filter((field) => /^from\s*:/i.test(field));
        expect(fromFields).toHaveLength(1);
        expect(fromFields[0].toLowerCase()).toContain(sentFrom.toLowerCase());
        // ... as its one address, read by the same rule (a sandbox key's mail is never from elsewhere).
        expect(readSubmittedMessage(delivered).from.address).toBe(sentFrom);
      }),
      { numRuns: 500 },
    );
  });
});
