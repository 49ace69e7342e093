import { deliverableMessage, readSubmittedMessage } from './submitted-message';

const message = (...lines: string[]): Buffer => Buffer.from(lines.join('\r\n'), 'utf8');

describe('a submitted message', () => {
  const raw = message(
    'From: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?= =?UTF-8?B?IFRlYW0=?= <hello@example.com>',
    'To: Ann <ann@example.net>, bob@example.net',
    'Cc: undisclosed:;',
    'Bcc: hidden@example.net,',
    '  other@example.net',
    'Subject: Straße',
    'Idempotency-Key: order-17',
    '',
    'Body with Bcc: not a header',
    '',
  );

  it('is read for its sender, recipients, subject and Idempotency-Key', () => {
    expect(readSubmittedMessage(raw)).toEqual({
      from: { address: 'hello@example.com', name: 'Grüße Team' },
      to: ['ann@example.net', 'bob@example.net'],
      cc: [],
      subject: 'Straße',
      idempotencyKey: 'order-17',
      hasMessageId: false,
      hasDate: false,
    });
  });

  it('is delivered without Bcc and Idempotency-Key, with a Message-ID and Date, its body untouched', () => {
    const read = readSubmittedMessage(raw);
    const delivered = deliverableMessage(raw, read, {
      messageId: 'abc@example.com',
      date: new Date('2026-11-24T10:00:00Z'),
      sentFrom: 'hello@example.com',
    }).toString('utf8');
    expect(delivered).toBe(
      [
        'Message-ID: <abc@example.com>',
        'Date: Tue, 24 Nov 2026 10:00:00 +0000',
        'From: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?= =?UTF-8?B?IFRlYW0=?= <hello@example.com>',
        'To: Ann <ann@example.net>, bob@example.net',
        'Cc: undisclosed:;',
        'Subject: Straße',
        '',
        'Body with Bcc: not a header',
        '',
      ].join('\r\n'),
    );
  });

  it('is delivered from the address it is sent from, its display name kept, when that is not the one written', () => {
    const quoting = message('From: "hello@example.com" <Hello@Example.com>', 'Subject: S', '', 'x');
    const delivered = (written: Buffer) =>
      deliverableMessage(written, readSubmittedMessage(written), {
        messageId: 'abc@sandbox.test',
        date: new Date(0),
        sentFrom: 'Hello@sandbox.test',
      })
        .toString('utf8')
        .split('\r\n')
        .find((line) => line.startsWith('From:'));

    expect(delivered(raw)).toBe(
      'From: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?= =?UTF-8?B?IFRlYW0=?= <Hello@sandbox.test>',
    );
    expect(delivered(quoting)).toBe('From: "hello@example.com" <Hello@sandbox.test>');
  });

  it.each([
    ['no From', message('To: a@example.net', '', 'x')],
    ['two From headers', message('From: a@example.com', 'From: b@example.com', '', 'x')],
    ['a From of two addresses', message('From: a@example.com, b@example.com', '', 'x')],
  ])('is refused with %s', (_, bad) => {
    expect(() => readSubmittedMessage(bad)).toThrow(
      expect.objectContaining({ payload: expect.objectContaining({ error_code: 'invalid_domain' }) }),
    );
  });

  it('is refused with an Idempotency-Key outside the HTTP header’s alphabet', () => {
    expect(() =>
      readSubmittedMessage(message('From: a@example.com', 'Idempotency-Key: a b', '', 'x')),
    ).toThrow(
      expect.objectContaining({ payload: expect.objectContaining({ error_code: 'validation_error' }) }),
    );
  });
});
