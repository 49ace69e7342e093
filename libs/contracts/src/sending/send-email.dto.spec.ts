import { plainToInstance } from 'class-transformer';
import fc from 'fast-check';
import { validate } from 'class-validator';
import { plainSendEmail } from './plain-send-email';
import { SendEmailDto } from './send-email.dto';

// The field errors a client would see for a send request (whitelisting as the gateway does).
async function problems(body: Record<string, unknown>): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(SendEmailDto, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  const result: Record<string, string[]> = {};
  const walk = (list: typeof errors, parent: string): void => {
    for (const error of list) {
      const path = parent ? `${parent}.${error.property}` : error.property;
      if (error.constraints) result[path] = Object.values(error.constraints);
      walk(error.children ?? [], path);
    }
  };
  walk(errors, '');
  return result;
}

const valid = { from: 'a@mail.example.com', to: ['b@example.com'], subject: 'Hi', text: 'Hello' };

describe('SendEmailDto', () => {
  it('accepts a minimal direct send and a template send without subject or content', async () => {
    expect(await problems(valid)).toEqual({});
    expect(await problems({ from: 'a@x.com', to: ['b@y.com'], template_slug: 'welcome' })).toEqual({});
  });

  it('requires from, to, a subject and html or text without a template', async () => {
    const result = await problems({});
    expect(Object.keys(result).sort()).toEqual(['from', 'html', 'subject', 'text', 'to']);
    expect(Object.keys(await problems({ ...valid, to: [] }))).toEqual(['to']);
    expect(Object.keys(await problems({ ...valid, subject: '' }))).toEqual(['subject']);
  });

  it('refuses a from_name beside a from that carries a display name, rather than drop one of the names', async () => {
    const twice = { ...valid, from: 'Ann <a@mail.example.com>', from_name: 'Bob' };
    expect(await problems(twice)).toEqual({
      from_name: [
        'The from_name may not be given when the from address carries a display name; give the name in one of them.',
      ],
    });
    expect(plainSendEmail(twice)).toBeUndefined();
    expect(await problems({ ...valid, from: 'Ann <a@mail.example.com>' })).toEqual({});
    expect(await problems({ ...valid, from_name: 'Bob' })).toEqual({});
    expect(plainSendEmail({ ...valid, from_name: 'Bob' })).toMatchObject({ from_name: 'Bob' });
  });

  it('caps to, cc and bcc at 50 recipients together', async () => {
    const addresses = (n: number, tag: string): string[] =>
      Array.from({ length: n }, (_, i) => `${tag}${i}@x.com`);
    expect(
      await problems({ ...valid, to: addresses(20, 't'), cc: addresses(20, 'c'), bcc: addresses(10, 'b') }),
    ).toEqual({});
    const over = await problems({
      ...valid,
      to: addresses(20, 't'),
      cc: addresses(20, 'c'),
      bcc: addresses(11, 'b'),
    });
    expect(Object.keys(over)).toEqual(['to']);
  });

  it('limits the subject to 998 characters', async () => {
    expect(await problems({ ...valid, subject: 's'.repeat(998) })).toEqual({});
    expect(Object.keys(await problems({ ...valid, subject: 's'.repeat(999) }))).toEqual(['subject']);
  });

  it('counts metadata keys and values, html and text in characters, not UTF-16 units', async () => {
    const metadata = { ['😀'.repeat(100)]: '😀'.repeat(1000) };
    expect(await problems({ ...valid, metadata })).toEqual({});
    expect(plainSendEmail({ ...valid, metadata })).toMatchObject({ metadata });
    expect(Object.keys(await problems({ ...valid, metadata: { ['😀'.repeat(101)]: 'v' } }))).toEqual([
      'metadata',
    ]);
    expect(Object.keys(await problems({ ...valid, metadata: { k: '😀'.repeat(1001) } }))).toEqual([
      'metadata',
    ]);
    const text = '😀'.repeat(1_000_000);
    expect(await problems({ ...valid, text, html: text })).toEqual({});
    expect(Object.keys(await problems({ ...valid, text: `${text}!`, html: `${text}!` })).sort()).toEqual([
      'html',
      'text',
    ]);
  });

  it('counts the subject and header values in characters, not UTF-16 units', async () => {
    expect(await problems({ ...valid, subject: '😀'.repeat(998) })).toEqual({});
    expect(Object.keys(await problems({ ...valid, subject: '😀'.repeat(999) }))).toEqual(['subject']);
    expect(await problems({ ...valid, headers: { 'X-Mood': '😀'.repeat(998) } })).toEqual({});
    expect(Object.keys(await problems({ ...valid, headers: { 'X-Mood': '😀'.repeat(999) } }))).toEqual([
      'headers',
    ]);
  });

  it('takes the content of a template or of the request, never both, and never empty', async () => {
    const template = { from: 'a@x.com', to: ['b@y.com'], template_slug: 'welcome' };
    expect(await problems({ ...template, html: '<p>Mine</p>' })).toEqual({
      html: ["The html cannot be combined with a template_slug: the template's content is sent."],
    });
    expect(Object.keys(await problems({ ...template, text: '' }))).toEqual(['text']);
    const empty = await problems({ ...valid, text: '', html: '' });
    expect(Object.keys(empty).sort()).toEqual(['html', 'text']);
    expect(empty.html).toEqual([
      'The html or text field is required when no template_slug is given, and may not be empty.',
    ]);
    expect(await problems({ ...valid, text: '', html: '<p>Hi</p>' })).toEqual({});
    expect(await problems({ ...valid, template_version: 2, project_id: 3 })).toEqual({
      template_version: ['The template_version is used only with a template_slug.'],
      project_id: ['The project_id is used only with a template_slug.'],
    });
    expect(await problems({ ...template, template_version: 2, project_id: 3 })).toEqual({});
  });

  it('reads a null template_slug, template_version or project_id as left out', async () => {
    const nulls = { template_slug: null, template_version: null, project_id: null };
    expect(await problems({ ...valid, ...nulls })).toEqual({});
    const send = plainToInstance(SendEmailDto, { ...valid, ...nulls });
    expect([send.template_slug, send.template_version, send.project_id]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(Object.keys(await problems({ from: 'a@x.com', to: ['b@y.com'], template_slug: null }))).toEqual([
      'subject',
      'html',
      'text',
    ]);
    expect(await problems({ ...valid, template_slug: null, template_version: 2 })).toEqual({
      template_version: ['The template_version is used only with a template_slug.'],
    });
  });

  it('refuses an empty header value and a header name given twice in another case', async () => {
    expect(await problems({ ...valid, headers: { 'X-Empty': '' } })).toEqual({
      headers: ['The value of the X-Empty header may not be empty.'],
    });
    expect(await problems({ ...valid, headers: { 'X-A': '1', 'x-a': '2' } })).toEqual({
      headers: ['The x-a header is given twice: header names are case-insensitive.'],
    });
  });

  it('takes an attachment type that is a media type, with parameters or without', async () => {
    const attachment = { name: 'a.txt', type: 'text/plain', data: 'aGVsbG8=' };
    for (const type of [
      'text/plain',
      'application/vnd.ms-excel',
      'text/plain; charset=utf-8',
      'image/svg+xml',
    ])
      expect(await problems({ ...valid, attachments: [{ ...attachment, type }] })).toEqual({});
    for (const type of ['garbage type', 'text', 'text/', '/plain', 'text/plain; charset', 'text/pl ain'])
      expect(await problems({ ...valid, attachments: [{ ...attachment, type }] })).toEqual({
        'attachments.0.type': ['The attachment type must be a media type, such as application/pdf.'],
      });
  });

  it.each([
    ['subject', { subject: 'Hi\r\nBcc: victim@example.com' }],
    ['from_name', { from_name: 'Eve\nBcc: x@y.com' }],
    ['from', { from: 'a@x.com\r\nBcc: x@y.com' }],
    ['to', { to: ['b@example.com\nBcc: x@y.com'] }],
    ['headers', { headers: { 'X-Note': 'a\r\nBcc: x@y.com' } }],
    ['headers', { headers: { 'X-Bad\r\nBcc': 'x' } }],
  ])('refuses a line break in %s', async (field, change) => {
    expect(Object.keys(await problems({ ...valid, ...change }))).toEqual([field]);
  });

  it('allows at most 10 custom headers, values of at most 998 characters, and no managed header', async () => {
    const headers = (n: number): Record<string, string> =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`X-H${i}`, 'v']));
    expect(await problems({ ...valid, headers: headers(10) })).toEqual({});
    expect(Object.keys(await problems({ ...valid, headers: headers(11) }))).toEqual(['headers']);
    expect(Object.keys(await problems({ ...valid, headers: { 'X-Long': 'v'.repeat(999) } }))).toEqual([
      'headers',
    ]);
    for (const name of [
      'From',
      'subject',
      'DKIM-Signature',
      'List-Unsubscribe',
      'Message-ID',
      'Return-Path',
    ]) {
      const result = await problems({ ...valid, headers: { [name]: 'x' } });
      expect(result.headers?.[0]).toContain('managed by the service');
    }
  });

  it('checks attachments, options, metadata and template fields', async () => {
    const attachment = { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello').toString('base64') };
    expect(await problems({ ...valid, attachments: [attachment] })).toEqual({});
    expect(
      Object.keys(await problems({ ...valid, attachments: [{ ...attachment, data: 'not base64!' }] })),
    ).toEqual(['attachments.0.data']);
    for (const data of ['aGVsbG8', 'aGVs=G8=', '=aGVsbG8', 'aGVs bG8=', 'aGVsbG8-', 'aGVsbG8==='])
      expect(Object.keys(await problems({ ...valid, attachments: [{ ...attachment, data }] }))).toEqual([
        'attachments.0.data',
      ]);
    for (const data of ['', 'aGVsbG8=', 'aGVsbA==', 'aGVs+/8A'])
      expect(await problems({ ...valid, attachments: [{ ...attachment, data }] })).toEqual({});
    for (const attachments of [[[]], [[attachment]], ['a.txt'], [null]])
      expect(await problems({ ...valid, attachments })).toMatchObject({
        attachments: expect.arrayContaining(['Each attachment must be an object.']),
      });
    expect(Object.keys(await problems({ ...valid, options: { open_tracking: 'yes' } }))).toEqual([
      'options.open_tracking',
    ]);
    expect(Object.keys(await problems({ ...valid, metadata: { user: 42 } }))).toEqual(['metadata']);
    expect(
      Object.keys(await problems({ ...valid, template_slug: 'w', text: undefined, template_version: 0 })),
    ).toEqual(['template_version']);
    expect(Object.keys(await problems({ ...valid, unknown: true }))).toEqual(['unknown']);
  });

  it('takes attachment data exactly when it is padded standard base64 (generated)', async () => {
    // RFC 4648 section 4: groups of four, the last one possibly padded.
    const padded = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
    // Near misses: the URL-safe alphabet, white space, padding anywhere, and characters above U+00FF whose low
    // byte is a base64 character ('\u0141' is 0x41, 'A').
    const character = fc.constantFrom(...'AZaz09+/=-_ .\n\u00e9\u0141\u012b\u0000');
    const data = fc.oneof(
      fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString('base64')),
      fc.string({ unit: character, maxLength: 12 }),
      fc
        .tuple(fc.uint8Array({ maxLength: 12 }), fc.nat(16), fc.string({ unit: character, maxLength: 2 }))
        .map(([bytes, at, inserted]) => {
          const encoded = Buffer.from(bytes).toString('base64');
          const i = at % (encoded.length + 1);
          return encoded.slice(0, i) + inserted + encoded.slice(i + inserted.length);
        }),
    );
    await fc.assert(
      fc.asyncProperty(data, async (value) => {
        const found = await problems({
          ...valid,
          attachments: [{ name: 'a', type: 'text/plain', data: value }],
        });
        expect(Object.keys(found)).toEqual(padded.test(value) ? [] : ['attachments.0.data']);
      }),
      { numRuns: 500 },
    );
  });

  it('bounds metadata, substitution data and attachments', async () => {
    const entries = (n: number, value: unknown) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));
    expect(await problems({ ...valid, metadata: entries(50, 'v'.repeat(1000)) })).toEqual({});
    expect(Object.keys(await problems({ ...valid, metadata: entries(51, 'v') }))).toEqual(['metadata']);
    expect(Object.keys(await problems({ ...valid, metadata: { k: 'v'.repeat(1001) } }))).toEqual([
      'metadata',
    ]);
    expect(Object.keys(await problems({ ...valid, metadata: { ['k'.repeat(101)]: 'v' } }))).toEqual([
      'metadata',
    ]);

    expect(await problems({ ...valid, substitution_data: { list: Array(9_998).fill(1) } })).toEqual({});
    expect(
      Object.keys(await problems({ ...valid, substitution_data: { list: Array(9_999).fill(1) } })),
    ).toEqual(['substitution_data']);
    let deep: unknown = 'x';
    for (let i = 0; i < 16; i += 1) deep = { a: deep };
    expect(await problems({ ...valid, substitution_data: deep })).toEqual({});
    expect(Object.keys(await problems({ ...valid, substitution_data: { a: deep } }))).toEqual([
      'substitution_data',
    ]);

    const attachment = (bytes: number) => ({
      name: 'a.bin',
      type: 'application/octet-stream',
      data: Buffer.alloc(bytes).toString('base64'),
    });
    expect(
      await problems({ ...valid, attachments: [attachment(5 * 1024 * 1024), attachment(5 * 1024 * 1024)] }),
    ).toEqual({});
    expect(
      Object.keys(
        await problems({
          ...valid,
          attachments: [attachment(5 * 1024 * 1024), attachment(5 * 1024 * 1024 + 1)],
        }),
      ),
    ).toEqual(['attachments']);
    expect(Object.keys(await problems({ ...valid, attachments: Array(21).fill(attachment(1)) }))).toEqual([
      'attachments',
    ]);
  });

  it.each([
    ['from', { from: 'x@y: a@mail.example.com;' }],
    ['from', { from: 'a\u0085@mail.example.com' }],
    ['to', { to: ['b@example.com, evil@example.net'] }],
    ['cc', { cc: ['b\u0007x@example.com'] }],
    ['from_name', { from_name: 'Eve\u2028' }],
    ['subject', { subject: 'Hi\u007f' }],
    ['attachments.0.type', { attachments: [{ name: 'a', type: 'text/plain\u0000', data: '' }] }],
    ['project_id', { project_id: 2_147_483_648 }],
  ])('refuses %s that is more than one mailbox or holds a control character', async (field, change) => {
    expect(Object.keys(await problems({ ...valid, ...change }))).toEqual([field]);
  });
});
