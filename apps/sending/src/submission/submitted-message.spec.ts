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
    ['a From without an address', message('From: alice', '', 'x')],
    [
      'a From with a comment after the address',
      message('From: <sales@paypal.com> (sales@paypal.com)', '', 'x'),
    ],
    ['a From with a comment for a name', message('From: (Sales) sales@paypal.com', '', 'x')],
    ['a From group', message('From: sales: a@example.com;', '', 'x')],
    ['a From of two angle addresses', message('From: <a@example.com> <b@example.com>', '', 'x')],
    ['a From with a quoted local part', message('From: "a b"@example.com', '', 'x')],
    [
      'a From with an encoded word holding a bracket',
      message('From: =?utf-8?q?<x>?= <a@example.com>', '', 'x'),
    ],
  ])('is refused as a bad message (554 5.6.0) with %s', (_, bad) => {
    expect(() => readSubmittedMessage(bad)).toThrow(
      expect.objectContaining({
        payload: expect.objectContaining({
          error_code: 'validation_error',
          errors: { From: [expect.any(String)] },
        }),
      }),
    );
  });

  it.each([
    ['an empty Idempotency-Key', 'Idempotency-Key:'],
    ['an Idempotency-Key of white space', 'Idempotency-Key:    '],
    ['an Idempotency-Key outside the HTTP header’s alphabet', 'Idempotency-Key: a b'],
    ['an Idempotency-Key of 256 characters', `Idempotency-Key: ${'k'.repeat(256)}`],
  ])('is refused with %s, as HTTP refuses it', (_, line) => {
    expect(() => readSubmittedMessage(message('From: a@example.com', line, '', 'x'))).toThrow(
      expect.objectContaining({
        payload: expect.objectContaining({
          error_code: 'validation_error',
          errors: { 'Idempotency-Key': [expect.any(String)] },
        }),
      }),
    );
  });

  it.each([
    ['a NUL in an encoded Subject', 'Subject: =?utf-8?q?a=00b?=', 'Subject'],
    ['an encoded line break in the Subject', 'Subject: =?utf-8?q?a=0D=0AX-Injected:_1?=', 'Subject'],
    ['an escape character written in the Subject', 'Subject: a\u001bb', 'Subject'],
    ['a Subject of 999 characters', `Subject: ${'s'.repeat(999)}`, 'Subject'],
    [
      'a Subject of 999 encoded characters',
      `Subject: =?utf-8?b?${Buffer.from('é'.repeat(999)).toString('base64')}?=`,
      'Subject',
    ],
    ['two Subject headers', 'Subject: a\r\nSubject: b', 'Subject'],
    ['a NUL in an encoded display name', 'From: =?utf-8?q?A=00B?= <a@example.com>', 'From'],
    ['a display name of 256 characters', `From: ${'n'.repeat(256)} <a@example.com>`, 'From'],
  ])('is refused with %s, as POST /emails refuses it', (_, line, field) => {
    const lines = line.startsWith('From:') ? [line] : ['From: a@example.com', ...line.split('\r\n')];
    expect(() => readSubmittedMessage(message(...lines, '', 'x'))).toThrow(
      expect.objectContaining({
        payload: expect.objectContaining({
          error_code: 'validation_error',
          errors: { [field]: [expect.any(String)] },
        }),
      }),
    );
  });

  // A list of `count` addresses of 18 characters, written `a00000@example.com, ...`.
  const addressList = (count: number): string =>
    Array.from({ length: count }, (_, i) => `a${String(i).padStart(5, '0')}@example.com`).join(', ');

  it.each([
    ['To', ['To']],
    ['Cc', ['Cc']],
    ['To', ['To', 'To']],
  ])(
    'is refused with more than 32,768 characters of %s, before they are read as addresses',
    (field, names) => {
      // 1,639 addresses and their separators: 32,778 characters in all.
      const per = Math.ceil(1_639 / names.length);
      const lines = names.map((name, i) => `${name}: ${addressList(i === 0 ? per : 1_639 - per)}`);
      expect(() => readSubmittedMessage(message('From: a@example.com', ...lines, '', 'x'))).toThrow(
        expect.objectContaining({
          payload: expect.objectContaining({
            error_code: 'validation_error',
            errors: { [field]: [`The ${field} header may not be longer than 32,768 characters.`] },
          }),
        }),
      );
    },
  );

  it('reads a To and a Cc of 32,768 characters each, folded', () => {
    // 1,638 addresses and their separators are 32,758 characters; the display name and brackets 10 more.
    const list = `Name123 <${addressList(1_638)}`.replace('@example.com,', '@example.com>,\r\n');
    const read = readSubmittedMessage(message('From: a@example.com', `To: ${list}`, `Cc: ${list}`, '', 'x'));
    expect(list.replace('\r\n', '').length).toBe(32_768);
    expect(read.to).toHaveLength(1_638);
    expect(read.cc).toEqual(read.to);
  });

  it('takes a Subject of 998 characters, a tab of folding and a display name of 255', () => {
    const read = readSubmittedMessage(
      message(`From: ${'n'.repeat(255)} <a@example.com>`, `Subject: ${'s'.repeat(990)}`, '\tfolded', '', 'x'),
    );
    expect(read.subject).toBe(`${'s'.repeat(990)}\tfolded`);
    expect(read.from.name).toBe('n'.repeat(255));
  });

  it.each([
    [
      'a line without a colon',
      ['From: a@example.com', 'Subject: bad header line', 'This line has no colon', ' continuation'],
    ],
    ['a continuation before the first field', [' folded', 'From: a@example.com']],
    ['a field name with a space', ['From: a@example.com', 'Bad Name: x']],
    ['a carriage return inside a line', ['From: a@example.com', 'Subject: lone cr\rX-Injected: yes']],
  ])('is refused as malformed with %s, not changed', (_, lines) => {
    expect(() => readSubmittedMessage(message(...lines, '', 'x'))).toThrow(
      expect.objectContaining({
        payload: expect.objectContaining({
          error_code: 'validation_error',
          errors: { header: [expect.any(String)] },
        }),
      }),
    );
  });

  it('is delivered without Resent-Bcc, as without Bcc', () => {
    const written = message(
      'From: a@example.com',
      'Resent-Bcc: hidden2@example.net',
      'RESENT-BCC:',
      ' hidden3@example.net',
      'Subject: S',
      '',
      'x',
    );
    const delivered = deliverableMessage(written, readSubmittedMessage(written), {
      messageId: 'm@example.com',
      date: new Date(0),
      sentFrom: 'a@example.com',
    }).toString('utf8');
    expect(delivered).not.toMatch(/hidden|resent-bcc/i);
  });

  it.each([
    ['a bare address', 'From: sales@paypal.com', 'From: sales@sandbox.test'],
    ['an angle address', 'From: <sales@paypal.com>', 'From: <sales@sandbox.test>'],
    [
      'a quoted name naming another address',
      'From: "sales@paypal.com <sales@paypal.com>" <sales@paypal.com>',
      'From: "sales@paypal.com <sales@paypal.com>" <sales@sandbox.test>',
    ],
    [
      'a folded field',
      'From: Sales\r\n <sales@paypal.com>\r\n ',
      'From: Sales\r\n <sales@sandbox.test>\r\n ',
    ],
    [
      'an encoded name',
      'From: =?utf-8?q?PayPal?= <sales@PayPal.com>',
      'From: =?utf-8?q?PayPal?= <sales@sandbox.test>',
    ],
  ])('is delivered from the sandbox domain with %s', (_, from, expected) => {
    const written = message(...from.split('\r\n'), 'Subject: S', '', 'x');
    const delivered = deliverableMessage(written, readSubmittedMessage(written), {
      messageId: 'm@sandbox.test',
      date: new Date(0),
      sentFrom: 'sales@sandbox.test',
    }).toString('utf8');
    expect(delivered).toContain(`\r\n${expected}\r\nSubject: S\r\n`);
    expect(readSubmittedMessage(Buffer.from(delivered)).from.address).toBe('sales@sandbox.test');
  });
});
