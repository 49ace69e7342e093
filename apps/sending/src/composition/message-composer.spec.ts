import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { AddressObject, simpleParser } from 'mailparser';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { dkimpyVerify } from '@mailroom/testing';
import { ComposeInput, MessageComposer, messageSize } from './message-composer';

const DOMAIN = 'mail.example.com';
const SELECTOR = 'mr2025';

interface DkimKeyPair {
  privateKey: string;
  txtRecord: string;
}

const dnsName = `${SELECTOR}._domainkey.${DOMAIN}`;

function dkimKeyPair(): DkimKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    txtRecord: `v=DKIM1; k=rsa; p=${spki}`,
  };
}

// Answers only the DKIM key lookup; any other query fails the way DNS would.
function resolverFor(txtRecord: string) {
  return async (name: string, rrtype: string): Promise<string[][]> => {
    if (name === `${SELECTOR}._domainkey.${DOMAIN}` && rrtype === 'TXT')
      return [txtRecord.match(/.{1,255}/g) ?? []]; // split into 255-byte strings like a real TXT record
    throw Object.assign(new Error(`unexpected lookup ${rrtype} ${name}`), { code: 'ENOTFOUND' });
  };
}

const keys = dkimKeyPair();
const otherKeys = dkimKeyPair();
const binary = randomBytes(3000);

function composeInput(overrides: Partial<ComposeInput> = {}): ComposeInput {
  return {
    messageId: randomUUID(),
    from: { address: 'news@mail.example.com', name: 'Example News' },
    to: ['ann@example.org', 'bob@example.net'],
    cc: ['carol@example.org'],
    subject: 'Your March statement',
    html: '<p>Hello <b>Ann</b></p>',
    text: 'Hello Ann\nSee you soon',
    attachments: [
      { name: 'statement.pdf', type: 'application/pdf', data: binary.toString('base64') },
      { name: 'notes.csv', type: 'text/csv', data: Buffer.from('a,b\n1,2\n').toString('base64') },
    ],
    headers: { 'X-Campaign-Id': 'spring-2025', 'x-tenant': 'acme' },
    date: new Date('2025-03-04T05:06:07Z'),
    dkim: {
      domainName: DOMAIN,
      keySelector: SELECTOR,
      privateKey: keys.privateKey,
    },
    ...overrides,
  };
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));

function headerSection(raw: Buffer): string {
  return raw.subarray(0, raw.indexOf('\r\n\r\n')).toString('latin1');
}

// The tags of the first DKIM-Signature header, unfolded.
function dkimSignatureTags(raw: Buffer): Map<string, string> {
  const field = /^DKIM-Signature:(.*(?:\r\n[ \t].*)*)/m.exec(headerSection(raw))?.[1] ?? '';
  const tags = field.replace(/\s+/g, '').split(';').filter(Boolean);
  return new Map(tags.map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1)]));
}

// Changes one byte inside the given text of the body, leaving every header as it was.
function alterBody(raw: Buffer, needle: string): Buffer {
  const bodyStart = raw.indexOf('\r\n\r\n') + 4;
  const at = raw.indexOf(needle, bodyStart);
  expect(at).toBeGreaterThan(bodyStart);
  const altered = Buffer.from(raw);
  altered[at] = altered[at] === 0x4a ? 0x4b : 0x4a; // 'J' or 'K'
  return altered;
}

// Everything jest's fake timers replace but Date.
const EVERY_TIMER = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

describe('MessageComposer', () => {
  const composer = new MessageComposer();

  describe('MIME content', () => {
    it('writes recipients, subject, bodies, attachments, custom headers and ids that a mail parser reads back', async () => {
      const input = composeInput();
      const raw = await composer.compose(input);
      const mail = await simpleParser(raw);

      expect(mail.subject).toBe('Your March statement');
      expect(mail.from?.value).toEqual([{ address: 'news@mail.example.com', name: 'Example News' }]);
      expect(addresses(mail.to)).toEqual(['ann@example.org', 'bob@example.net']);
      expect(addresses(mail.cc)).toEqual(['carol@example.org']);
      expect(mail.html).toBe('<p>Hello <b>Ann</b></p>');
      expect(mail.text).toBe('Hello Ann\nSee you soon');
      expect(mail.messageId).toBe(`<${input.messageId}@${DOMAIN}>`);
      expect(mail.date?.toISOString()).toBe('2025-03-04T05:06:07.000Z');
      expect(mail.headers.get('mime-version')).toBe('1.0');
      expect(mail.headers.get('x-campaign-id')).toBe('spring-2025');
      expect(mail.headers.get('x-tenant')).toBe('acme');
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['statement.pdf', 'application/pdf'],
        ['notes.csv', 'text/csv'],
      ]);
      expect(mail.attachments[0].content.equals(binary)).toBe(true);
      expect(mail.attachments[1].content.toString()).toBe('a,b\n1,2\n');
    });

    it('nests multipart/alternative (text then html) inside multipart/mixed when there are attachments', async () => {
      const raw = (await composer.compose(composeInput())).toString('latin1');
      const types = [...raw.matchAll(/^Content-Type: ([\w/-]+)/gim)].map((match) => match[1].toLowerCase());
      expect(types).toEqual([
        'multipart/mixed',
        'multipart/alternative',
        'text/plain',
        'text/html',
        'application/pdf',
        'text/csv',
      ]);
    });

    it('uses multipart/alternative without attachments and a single part with one body', async () => {
      const both = await simpleParser(await composer.compose(composeInput({ attachments: [] })));
      expect(both.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });

      const htmlOnly = await simpleParser(
        await composer.compose(composeInput({ attachments: [], text: null })),
      );
      expect(htmlOnly.headers.get('content-type')).toMatchObject({ value: 'text/html' });
      // A single-part body ends with the message's final CRLF.
      expect(htmlOnly.html).toBe('<p>Hello <b>Ann</b></p>\n');

      const textOnly = await simpleParser(
        await composer.compose(composeInput({ attachments: [], html: null })),
      );
      expect(textOnly.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
      expect(textOnly.html).toBe(false);
    });

    it('keeps the spelling of custom header names and writes no Bcc or Return-Path', async () => {
      const raw = await composer.compose(composeInput());
      const headers = headerSection(raw);
      expect(headers).toMatch(/^X-Campaign-Id: spring-2025$/m);
      expect(headers).toMatch(/^x-tenant: acme$/m);
      expect(headers).not.toMatch(/^(bcc|return-path):/im);
      expect((await simpleParser(raw)).bcc).toBeUndefined();
    });

    it('ends every line with CRLF, as SMTP requires', async () => {
      const raw = (await composer.compose(composeInput())).toString('latin1');
      expect(raw).toContain('\r\n');
      expect(raw).not.toMatch(/[^\r]\n/);
      expect(raw).not.toMatch(/\r(?!\n)/);
    });

    it('encodes a non-ASCII subject, sender name and attachment name as encoded words that round-trip', async () => {
      const input = composeInput({
        subject: 'Grüße aus Köln – ça va? 🎉',
        from: { address: 'news@mail.example.com', name: 'Zoë "Ö" Müller, Jr.' },
        attachments: [{ name: 'résumé.txt', type: 'text/plain', data: Buffer.from('ok').toString('base64') }],
      });
      const raw = await composer.compose(input);
      const mail = await simpleParser(raw);

      expect(mail.subject).toBe('Grüße aus Köln – ça va? 🎉');
      expect(mail.from?.value).toEqual([{ address: 'news@mail.example.com', name: 'Zoë "Ö" Müller, Jr.' }]);
      expect(mail.attachments[0].filename).toBe('résumé.txt');
      expect(headerSection(raw)).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(/^[\x00-\x7f]*$/.test(headerSection(raw))).toBe(true);
    });

    it('quotes a sender name with specials so the address is not split', async () => {
      const mail = await simpleParser(
        await composer.compose(
          composeInput({ from: { address: 'news@mail.example.com', name: 'Sales, Inc. <x@y.z>' } }),
        ),
      );
      expect(mail.from?.value).toEqual([{ address: 'news@mail.example.com', name: 'Sales, Inc. <x@y.z>' }]);
    });

    it('writes a bare address when there is no sender name', async () => {
      const raw = await composer.compose(composeInput({ from: { address: 'news@mail.example.com' } }));
      expect(headerSection(raw)).toMatch(/^From: news@mail\.example\.com$/m);
    });
  });

  describe('DKIM', () => {
    it('signs with d=, s=, rsa-sha256, relaxed/relaxed, and verifies as pass with mailauth and dkimpy', async () => {
      const raw = await composer.compose(composeInput());
      const { results } = await dkimVerify(raw, { resolver: resolverFor(keys.txtRecord) });

      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({
        signingDomain: DOMAIN,
        selector: SELECTOR,
        algo: 'rsa-sha256',
        format: 'relaxed/relaxed',
        status: { result: 'pass' },
      });
      expect(await dkimpyVerify(raw, { [dnsName]: keys.txtRecord })).toBe(true);
      const signature = dkimSignatureTags(raw);
      expect(signature.get('c')).toBe('relaxed/relaxed');
      expect(raw.subarray(0, 15).toString()).toBe('DKIM-Signature:');
    });

    it('signs the headers mailbox providers expect, From over-signed, and the custom headers', async () => {
      const raw = await composer.compose(composeInput({ replyTo: 'help@mail.example.com' }));
      const signed = (dkimSignatureTags(raw).get('h') ?? '').split(':');
      expect(signed.filter((name) => name === 'from')).toHaveLength(2);
      expect(signed).toEqual(
        expect.arrayContaining([
          'to',
          'cc',
          'reply-to',
          'subject',
          'date',
          'message-id',
          'mime-version',
          'content-type',
          'x-campaign-id',
          'x-tenant',
        ]),
      );
    });

    it('does not pass when a second From is added after signing (over-signing)', async () => {
      const raw = await composer.compose(composeInput());
      const at = raw.indexOf('\r\n\r\n');
      const forged = Buffer.concat([
        raw.subarray(0, at),
        Buffer.from('\r\nFrom: attacker@evil.example'),
        raw.subarray(at),
      ]);
      const { results } = await dkimVerify(forged, { resolver: resolverFor(keys.txtRecord) });
      expect(results[0].status.result).not.toBe('pass');
      expect(await dkimpyVerify(forged, { [dnsName]: keys.txtRecord })).toBe(false);
    });

    it('still passes with non-ASCII headers', async () => {
      const input = composeInput({
        subject: 'Grüße 🎉',
        from: { address: 'news@mail.example.com', name: 'Zoë' },
      });
      const raw = await composer.compose(input);
      const { results } = await dkimVerify(raw, { resolver: resolverFor(keys.txtRecord) });
      expect(results[0].status.result).toBe('pass');
      expect(await dkimpyVerify(raw, { [dnsName]: keys.txtRecord })).toBe(true);
    });

    it('signs a submitted message as it is, 8-bit body, folded headers and all', async () => {
      const submitted = Buffer.from(
        'From: Zoë <news@mail.example.com>\r\nTo: ann@example.org\r\nSubject: a long\r\n  folded\tsubject \r\n' +
          'X-Mailer: client 1.0\r\nReceived: from client by relay\r\nContent-Type: text/plain; charset=utf-8\r\n' +
          'Content-Transfer-Encoding: 8bit\r\n\r\nGrüße  aus Köln \r\n\r\n\r\n',
        'utf8',
      );
      const raw = await composer.signSubmitted(submitted, composeInput().dkim);
      expect(raw.subarray(raw.length - submitted.length).equals(submitted)).toBe(true);
      const { results } = await dkimVerify(raw, { resolver: resolverFor(keys.txtRecord) });
      expect(results[0].status.result).toBe('pass');
      expect(await dkimpyVerify(raw, { [dnsName]: keys.txtRecord })).toBe(true);
      expect(dkimSignatureTags(raw).get('h')).toBe(
        'from:to:subject:x-mailer:content-type:content-transfer-encoding:from',
      );
    });

    it.each([
      ['a short', 'short', ''],
      ['a 700 KiB', 'large', 'X-Field: value\r\n'.repeat(45_000)],
    ])(
      'signs %s submitted message once for all of its recipients, and again for another submission',
      async (_, size, fields) => {
        const submitted = Buffer.from(
          `From: news@mail.example.com\r\nTo: ann@example.org\r\n${fields}\r\nHello\r\n`,
        );
        const dkim = composeInput().dkim;
        const ann = await composer.signSubmitted(submitted, dkim, `tx-submitted-${size}`);
        // A minute later (only the clock faked): signed anew, its t= tag would differ.
        jest.useFakeTimers({ now: Date.now() + 60_000, doNotFake: [...EVERY_TIMER] });
        const bob = await composer
          .signSubmitted(submitted, dkim, `tx-submitted-${size}`)
          .finally(() => jest.useRealTimers());
        expect(bob.equals(ann)).toBe(true);
        const { results } = await dkimVerify(bob, { resolver: resolverFor(keys.txtRecord) });
        expect(results[0].status.result).toBe('pass');
        // Another submission is signed over its own bytes, not answered with the kept one.
        const other = Buffer.from(submitted.toString().replace('Hello', 'Hallo'));
        const signedOther = await composer.signSubmitted(other, dkim, `tx-other-${size}`);
        expect(signedOther.subarray(signedOther.length - other.length).equals(other)).toBe(true);
        expect(
          (await dkimVerify(signedOther, { resolver: resolverFor(keys.txtRecord) })).results[0].status.result,
        ).toBe('pass');
      },
    );

    it('does not pass when one body byte is changed after signing', async () => {
      const raw = await composer.compose(composeInput());
      const { results } = await dkimVerify(alterBody(raw, 'Hello Ann'), {
        resolver: resolverFor(keys.txtRecord),
      });

      expect(results[0].status.result).not.toBe('pass');
      // mailauth reports a body hash mismatch as neutral rather than fail; either way not pass.
      expect(results[0].status).toMatchObject({ result: 'neutral', comment: 'body hash did not verify' });
    });

    it('does not pass when a signed header is changed after signing', async () => {
      const raw = (await composer.compose(composeInput())).toString('latin1');
      const altered = Buffer.from(
        raw.replace('Subject: Your March statement', 'Subject: Your April statement'),
        'latin1',
      );
      const { results } = await dkimVerify(altered, { resolver: resolverFor(keys.txtRecord) });
      expect(results[0].status.result).toBe('fail');
      expect(await dkimpyVerify(altered, { [dnsName]: keys.txtRecord })).toBe(false);
    });

    it('does not pass against a different public key', async () => {
      const raw = await composer.compose(composeInput());
      const { results } = await dkimVerify(raw, { resolver: resolverFor(otherKeys.txtRecord) });
      expect(results[0].status.result).toBe('fail');
    });

    it('throws instead of sending unsigned mail when the private key cannot sign', async () => {
      const input = composeInput();
      input.dkim.privateKey = '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n';
      await expect(composer.compose(input)).rejects.toThrow(
        `DKIM signing failed for ${SELECTOR}._domainkey.${DOMAIN}`,
      );
    });
  });

  describe('copies of one transmission (templateKey)', () => {
    const longHtml = (name: string) =>
      `<p>Bonjour ${name}, voilà   \n<a href="https://example.com/${'x'.repeat(120)}">${'lien '.repeat(30)}</a></p>\n` +
      `<img src="https://mail.example.com/api/t/o/${name}${'y'.repeat(90)}" width="1" height="1">`;

    it('composes once and writes each copy with its own id, date, HTML and unsubscribe link, each signed', async () => {
      const copies = ['ann', 'bob'].map((name, n) =>
        composeInput({
          templateKey: 'tx-1',
          html: longHtml(name),
          date: new Date(Date.UTC(2025, 2, 4, 5, 6, n)),
          listUnsubscribeUrl: `https://mail.example.com/api/t/u/${name}.${'z'.repeat(100)}`,
        }),
      );
      const raws = [];
      for (const input of copies) raws.push(await composer.compose(input));
      for (const [n, raw] of raws.entries()) {
        const mail = await simpleParser(raw);
        expect(mail.messageId).toBe(`<${copies[n].messageId}@${DOMAIN}>`);
        expect(mail.date?.toISOString()).toBe(copies[n].date.toISOString());
        expect(mail.html).toBe(copies[n].html);
        expect(mail.text).toBe('Hello Ann\nSee you soon');
        expect(mail.headers.get('list')).toMatchObject({
          unsubscribe: { url: copies[n].listUnsubscribeUrl },
        });
        expect(mail.attachments[0].content.equals(binary)).toBe(true);
        const lines = raw.toString('latin1').split('\r\n');
        expect(lines.filter((line) => line.length > 998)).toEqual([]);
        const { results } = await dkimVerify(raw, { resolver: resolverFor(keys.txtRecord) });
        expect(results.map((result) => result.status.result)).toEqual(['pass']);
      }
      // The same MIME structure (boundaries included): the second copy reused the first one's composition.
      const boundary = (raw: Buffer) => /boundary="([^"]+)"/.exec(raw.toString('latin1'))?.[1];
      expect(boundary(raws[1])).toBe(boundary(raws[0]));
    });

    it('keeps the last transmission with large attachments for its next copies, and only that one', async () => {
      const large = randomBytes(300 * 1024);
      const copy = (templateKey: string, name: string) =>
        composeInput({
          templateKey,
          html: longHtml(name),
          attachments: [
            { name: 'large.bin', type: 'application/octet-stream', data: large.toString('base64') },
          ],
        });
      const boundary = (raw: Buffer) => /boundary="([^"]+)"/.exec(raw.toString('latin1'))?.[1];
      const first = await composer.compose(copy('tx-large-1', 'ann'));
      const second = await composer.compose(copy('tx-large-1', 'bob'));
      expect(boundary(second)).toBe(boundary(first));
      const mail = await simpleParser(second);
      expect(mail.html).toBe(longHtml('bob'));
      expect(mail.attachments[0].content.equals(large)).toBe(true);
      const { results } = await dkimVerify(second, { resolver: resolverFor(keys.txtRecord) });
      expect(results.map((result) => result.status.result)).toEqual(['pass']);

      // Another large transmission takes its place: the first one is composed again.
      const other = await composer.compose(copy('tx-large-2', 'ann'));
      expect(boundary(await composer.compose(copy('tx-large-2', 'bob')))).toBe(boundary(other));
      expect(boundary(await composer.compose(copy('tx-large-1', 'carol')))).not.toBe(boundary(first));
    });

    it('composes afresh without a key, and for another transmission', async () => {
      const boundary = async (input: ComposeInput) =>
        /boundary="([^"]+)"/.exec((await composer.compose(input)).toString('latin1'))?.[1];
      const first = await boundary(composeInput());
      expect(await boundary(composeInput())).not.toBe(first);
      const keyed = await boundary(composeInput({ templateKey: 'tx-2' }));
      expect(await boundary(composeInput({ templateKey: 'tx-3' }))).not.toBe(keyed);
    });
  });

  describe('List-Unsubscribe (non-transactional mail)', () => {
    const UNSUBSCRIBE = 'https://mail.example.com/api/t/u/eyJrIjoidSJ9.AAAAAAAAAAAAAAAAAAAAAA';

    it('writes List-Unsubscribe and the RFC 8058 one-click List-Unsubscribe-Post', async () => {
      const raw = await composer.compose(composeInput({ listUnsubscribeUrl: UNSUBSCRIBE }));
      const mail = await simpleParser(raw);
      const lines = new Map(
        mail.headerLines.map((header) => [header.key, header.line.replace(/\r\n\s+/g, ' ')]),
      );
      expect(lines.get('list-unsubscribe')).toBe(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
      expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail.headers.get('list')).toMatchObject({ unsubscribe: { url: UNSUBSCRIBE } });
    });

    it('signs both headers with DKIM, and the signature verifies', async () => {
      const raw = await composer.compose(composeInput({ listUnsubscribeUrl: UNSUBSCRIBE }));
      expect(dkimSignatureTags(raw).get('h')?.split(':')).toEqual(
        expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
      );
      const { results } = await dkimVerify(raw, { resolver: resolverFor(keys.txtRecord) });
      expect(results[0].status.result).toBe('pass');
    });

    it('does not pass when the unsubscribe link is changed after signing', async () => {
      const raw = (await composer.compose(composeInput({ listUnsubscribeUrl: UNSUBSCRIBE }))).toString(
        'latin1',
      );
      const altered = Buffer.from(raw.replace(UNSUBSCRIBE, `${UNSUBSCRIBE.slice(0, -1)}B`), 'latin1');
      const { results } = await dkimVerify(altered, { resolver: resolverFor(keys.txtRecord) });
      expect(results[0].status.result).toBe('fail');
    });

    it('is absent from transactional mail', async () => {
      const raw = await composer.compose(composeInput());
      expect(headerSection(raw)).not.toMatch(/^list-unsubscribe/im);
    });

    it.each(['mailto:x@example.com', 'https://example.com/a b', 'https://example.com/>\r\nBcc: x@y.z'])(
      'refuses %j as the unsubscribe link',
      async (url) => {
        await expect(composer.compose(composeInput({ listUnsubscribeUrl: url }))).rejects.toThrow(
          'Invalid List-Unsubscribe URL',
        );
      },
    );
  });

  describe('managed headers', () => {
    it.each([
      'From',
      'To',
      'Cc',
      'Bcc',
      'Reply-To',
      'Subject',
      'Date',
      'Message-ID',
      'MIME-Version',
      'Content-Type',
      'Content-Transfer-Encoding',
      'DKIM-Signature',
      'Return-Path',
      'Received',
      'List-Unsubscribe',
      'List-Unsubscribe-Post',
      'subject',
      'BCC',
      'message-id',
    ])('refuses %s as a custom header', async (name) => {
      await expect(
        composer.compose(composeInput({ headers: { 'X-Fine': 'yes', [name]: 'x' } })),
      ).rejects.toThrow(`The ${name} header is managed by the service`);
    });

    it('refuses a header value with a line break and an invalid header name', async () => {
      await expect(
        composer.compose(composeInput({ headers: { 'X-Note': 'a\r\nBcc: x@y.z' } })),
      ).rejects.toThrow('line break');
      await expect(composer.compose(composeInput({ headers: { 'X Note': 'a' } }))).rejects.toThrow(
        'Invalid custom header name',
      );
    });
  });

  it('refuses a message id that cannot form a msg-id', async () => {
    await expect(composer.compose(composeInput({ messageId: 'a@b' }))).rejects.toThrow('Invalid message id');
  });
});

describe('messageSize', () => {
  it('counts bytes, not characters', () => {
    expect(messageSize(Buffer.from('Grüße\r\n'))).toBe(9);
  });
});
