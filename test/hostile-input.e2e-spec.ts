import { DnsTestServer } from '@mailroom/testing';
import { hostileRawMessage, hugeHeaderMessage } from '@mailroom/testing/hostile-mail';
import fc from 'fast-check';
import { createTransport } from 'nodemailer';
import { verifiedSendingDomain } from './support/dns-records';
import { createTeam, TestTeam } from './support/factories';
import { ApiResponse, encodeSegment, postAnnouncingLength } from './support/http-client';
import { capturedFor, waitForCapturedMail } from './support/mail';
import { anyNumber, anyText, HOSTILE_CHARACTERS } from './support/hostile-values';
import { freePort } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

// What SPEC lets these routes answer to a client that is authenticated: success or a 4xx it names.
const SPEC_4XX = [400, 404, 409, 422, 429];
const EVIL = 'evil@example.net';

// Every way the probe got a second mailbox into one recipient entry.
const SMUGGLED_RECIPIENTS = [
  ...HOSTILE_CHARACTERS.map((separator) => `victim@example.com${separator}Bcc: ${EVIL}`),
  `x@y: ${EVIL};`,
  `undisclosed: ${EVIL};`,
  `victim@example.com, ${EVIL}`,
  `victim@example.com; ${EVIL}`,
  `"victim@example.com" <${EVIL}>, victim@example.com`,
  `=?utf-8?Q?victim=40example=2Ecom?= <${EVIL}>`,
  `victim@example.com <${EVIL}>`.replace(' <', '<<'),
  ...HOSTILE_CHARACTERS.map((character) => `bob${character}x@example.com`),
  ` ${EVIL}`,
];

const address = fc.oneof(fc.emailAddress(), fc.constantFrom(...SMUGGLED_RECIPIENTS), anyText);
const anyJson = fc.oneof(
  anyText,
  anyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
);
const templateSource = fc
  .array(
    fc.oneof(
      anyText,
      fc.constantFrom(
        '{{',
        '}}',
        '{{a}}',
        '{{a.b.c}}',
        '{{#each a}}',
        '{{/each}}',
        '{{#with a}}',
        '{{/with}}',
      ),
      fc.constantFrom('{{> p}}', '{{!-- c --}}', '{{lookup a b}}', '{{{a}}}', '{{#if a}}x{{else}}y{{/if}}'),
    ),
    { maxLength: 8 },
  )
  .map((pieces) => pieces.join(''));

function nested(depth: number, leaf: unknown = 'x'): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

// Deeper than JSON.stringify can write: the body is built as text.
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
}

describe('Hostile input: every bad request a clear 4xx, no smuggled recipient, no stalled route (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let capturePort: number;
  const domain = 'hostile.example.test';
  const base = () => ({ from: `hello@${domain}`, to: ['rcpt@example.net'], subject: 'S', text: 'T' });

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    capturePort = await freePort();
    app = await startStandalone({ DNS_SERVERS: dns.address, CAPTURE_SMTP_PORT: String(capturePort) });
    // A Pro plan's rate (2,000 requests per 5 minutes) holds the whole suite.
    team = await createTeam(app.admin, { plan: 'pro_1m' });
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  const expectSpecAnswer = (response: ApiResponse, what: string): void => {
    if (response.status === 200 || response.status === 201 || SPEC_4XX.includes(response.status)) return;
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  };

  describe('recipients', () => {
    it.each(['to', 'cc', 'bcc'] as const)(
      'refuses every smuggled %s entry with 422 naming the entry, and mails nobody',
      async (field) => {
        for (const entry of SMUGGLED_RECIPIENTS) {
          const body = { ...base(), to: ['rcpt@example.net'], [field]: ['ok@example.net', entry] };
          const response = await team.api.post('/emails', body);
          expect({ entry, status: response.status }).toEqual({ entry, status: 422 });
          expect(response.body.error_code).toBe('validation_error');
          expect(Object.keys(response.body.errors)).toEqual([`${field}.1`]);
        }
        expect(await capturedFor(app.admin, EVIL)).toBe(0);
      },
    );

    it('refuses a from that is not exactly one mailbox or holds a control character with 422 on from', async () => {
      for (const from of [`se\u0000nder@${domain}`, `hello@${domain}, ${EVIL}`, `x@y: hello@${domain};`]) {
        const response = await team.api.post('/emails', { ...base(), from });
        expect({ from, status: response.status }).toEqual({ from, status: 422 });
        expect(Object.keys(response.body.errors)).toEqual(['from']);
      }
      for (const character of HOSTILE_CHARACTERS) {
        const response = await team.api.post('/emails', { ...base(), from: `hel${character}lo@${domain}` });
        expect(response.status).toBe(422);
      }
    });

    it.each([
      ['metadata key', { metadata: { toString: 'b' } }, 'metadata', 'toString'],
      ['metadata key', { metadata: { plain: 'a', constructor: 'b' } }, 'metadata', 'constructor'],
      [
        'substitution_data',
        { substitution_data: { user: { prototype: 'x' } } },
        'substitution_data.user',
        'prototype',
      ],
      ['header name', { headers: { valueOf: 'x' } }, 'headers', 'valueOf'],
      ['body field', { hasOwnProperty: 'x' }, 'body', 'hasOwnProperty'],
    ])(
      'refuses a %s named like a property every object has with 422 naming where (it was dropped), and mails nobody',
      async (_, fields, field, key) => {
        const response = await team.api.post('/emails', {
          ...base(),
          to: ['reserved@example.net'],
          ...fields,
        });
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({
          [field]: [
            `The keys of ${field === 'body' ? 'the body' : field} may not be "${key}", a reserved name.`,
          ],
        });
        expect(await capturedFor(app.admin, 'reserved@example.net')).toBe(0);
      },
    );

    it('delivers a display-name recipient to exactly that address, its domain lower-cased', async () => {
      const response = await team.api.post('/emails', {
        ...base(),
        to: ['"Doe, Jane" <Jane.Doe+tag@EXAMPLE.net>'],
      });
      expect(response.status).toBe(200);
      const [mail] = await waitForCapturedMail(app.admin, 'Jane.Doe+tag@example.net');
      expect(mail.envelope.rcpt_to).toEqual(['Jane.Doe+tag@example.net']);
      expect(mail.parsed.to).toMatchObject({ value: [{ address: 'Jane.Doe+tag@example.net' }] });
    });
  });

  describe('generated requests answer 2xx or a SPEC 4xx, never 5xx', () => {
    it('POST /emails', async () => {
      const sendBody = fc.record(
        {
          from: fc.oneof(fc.constant(`hello@${domain}`), address),
          from_name: anyText,
          to: fc.array(address, { maxLength: 3 }),
          cc: fc.array(address, { maxLength: 2 }),
          bcc: fc.oneof(fc.array(address, { maxLength: 2 }), anyJson),
          subject: anyText,
          html: fc.oneof(templateSource, anyJson),
          text: templateSource,
          headers: fc.dictionary(anyText, anyJson, { maxKeys: 12 }),
          metadata: fc.dictionary(anyText, anyJson, { maxKeys: 4 }),
          substitution_data: fc.dictionary(anyText, anyJson, { maxKeys: 4 }),
          attachments: fc.array(
            fc.record({
              name: anyText,
              type: anyText,
              data: fc.oneof(fc.base64String({ maxLength: 40 }), anyText),
            }),
            { maxLength: 3 },
          ),
          template_slug: anyText,
          template_version: anyNumber,
          project_id: anyNumber,
          options: fc.dictionary(anyText, anyJson, { maxKeys: 2 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(sendBody, async (body) => {
          const response = await team.api.post('/emails', body);
          expectSpecAnswer(response, 'POST /emails');
          if (response.status === 422) expect(response.body.errors).toEqual(expect.any(Object));
        }),
        { numRuns: 150 },
      );
      expect(await capturedFor(app.admin, EVIL)).toBe(0);
    });

    it('POST /emails: a valid send with one generated field is sent as written or refused', async () => {
      const recipients = fc.array(address, { minLength: 1, maxLength: 3 });
      const change = fc.oneof(
        fc.record({ to: recipients }),
        fc.record({ cc: recipients }),
        fc.record({ bcc: recipients }),
        fc.record({ from: address }),
        fc.record({ from_name: anyText }),
        fc.record({ subject: anyText }),
        fc.record({
          html: templateSource,
          substitution_data: fc.dictionary(anyText, anyJson, { maxKeys: 3 }),
        }),
        fc.record({
          headers: fc.dictionary(fc.stringMatching(/^X-[A-Za-z]{1,8}$/), anyText, { maxKeys: 3 }),
        }),
        fc.record({ metadata: fc.dictionary(anyText, anyText, { maxKeys: 3 }) }),
        fc.record({
          attachments: fc.array(
            fc.record({ name: anyText, type: anyText, data: fc.base64String({ maxLength: 40 }) }),
            {
              maxLength: 2,
            },
          ),
        }),
      );
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(change, async (fields) => {
          const body: Record<string, unknown> = { ...base(), ...fields };
          const response = await team.api.post('/emails', body);
          expectSpecAnswer(response, 'POST /emails');
          if (response.status !== 200) return;
          accepted += 1;
          for (const entry of [body.to, body.cc, body.bcc, [body.from]].flat()) {
            expect(String(entry)).not.toContain(EVIL);
            for (const character of HOSTILE_CHARACTERS) expect(String(entry)).not.toContain(character);
          }
        }),
        { numRuns: 150 },
      );
      expect(accepted).toBeGreaterThan(0);
      expect(await capturedFor(app.admin, EVIL)).toBe(0);
    });

    it('POST /templates', async () => {
      const templateBody = fc.record(
        {
          name: anyText,
          slug: fc.oneof(fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/), anyText),
          subject: fc.oneof(templateSource, anyJson),
          html: templateSource,
          text: templateSource,
          project_id: anyNumber,
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(templateBody, async (body) => {
          expectSpecAnswer(await team.api.post('/templates', body), 'POST /templates');
        }),
        { numRuns: 60 },
      );
    });

    it('POST /templates/{slug}/render', async () => {
      const created = await team.api.post('/templates', {
        name: 'Preview',
        slug: 'hostile-preview',
        subject: 'Hi {{name}}',
        html: '<p>{{#each rows}}{{this}}{{/each}} {{name}}</p>',
      });
      expect(created.status).toBe(201);
      const renderBody = fc.record(
        {
          version: fc.oneof(anyNumber, anyText, anyJson),
          substitution_data: fc.oneof(fc.dictionary(anyText, anyJson, { maxKeys: 4 }), anyJson),
        },
        { requiredKeys: [] },
      );
      let rendered = 0;
      await fc.assert(
        fc.asyncProperty(renderBody, async (body) => {
          const answer = await team.api.post('/templates/hostile-preview/render', body);
          expectSpecAnswer(answer, 'POST /templates/{slug}/render');
          if (answer.status !== 200) return;
          rendered++;
          // What was rendered is the stored version with the given values, never another template.
          expect(answer.body.data).toMatchObject({ slug: 'hostile-preview', version: 1 });
        }),
        // A body that renders comes first: the generated ones may, by chance, all be refused.
        { numRuns: 60, examples: [[{ substitution_data: { name: 'Ann', rows: ['a', 'b'] } }]] },
      );
      expect(rendered).toBeGreaterThan(0);
    });

    it('POST /domains', async () => {
      const domainBody = fc.record({ domain: fc.oneof(anyText, fc.domain(), anyJson) }, { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(domainBody, async (body) => {
          expectSpecAnswer(await team.api.post('/domains', body), 'POST /domains');
        }),
        { numRuns: 40 },
      );
    });

    it('POST /suppressions and the suppression list query', async () => {
      const suppressionBody = fc.record(
        {
          email: fc.oneof(address, anyJson),
          reason: fc.oneof(fc.constantFrom('hard_bounce', 'spam_complaint', 'unsubscribe'), anyText, anyJson),
        },
        { requiredKeys: [] },
      );
      const query = fc.record(
        {
          reason: anyText,
          email: fc.oneof(address, anyText),
          per_page: fc.oneof(anyText, anyNumber.map(String)),
          cursor: anyText,
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(suppressionBody, query, async (body, params) => {
          expectSpecAnswer(await team.api.post('/suppressions', body), 'POST /suppressions');
          const search = Object.entries(params)
            .map(([name, value]) => `${name}=${encodeSegment(value)}`)
            .join('&');
          expectSpecAnswer(await team.api.get(`/suppressions?${search}`), 'GET /suppressions');
        }),
        { numRuns: 60 },
      );
      // Nothing but a single mailbox was ever stored.
      const listed = await team.api.get('/suppressions?per_page=100');
      for (const entry of listed.body.data.suppressions as { email: string }[])
        expect(entry.email).toMatch(/^[^\s,;<>:]+@[^\s,;<>:]+$/);
    });

    it('the admin API', async () => {
      const teamBody = fc.record(
        {
          name: anyText,
          owner_email: address,
          plan: fc.oneof(fc.constantFrom('free', 'pro_50k', 'enterprise'), anyText),
          monthly_limit: fc.oneof(anyNumber, anyJson),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(teamBody, anyNumber, async (body, userId) => {
          expectSpecAnswer(await app.admin.post('/admin/teams', body), 'POST /admin/teams');
          expectSpecAnswer(await app.admin.patch(`/admin/teams/${team.id}`, body), 'PATCH /admin/teams');
          const key = { name: 'k', permission: 'full_access', type: 'live', user_id: userId };
          expectSpecAnswer(await app.admin.post(`/admin/teams/${team.id}/api-keys`, key), 'POST api-keys');
        }),
        { numRuns: 40 },
      );
      await app.admin.patch(`/admin/teams/${team.id}`, { plan: 'pro_1m' });
    });

    it('path and query parameters; a control character in a path id is 404, in a query 422', async () => {
      const paths = [
        '/domains/',
        '/templates/',
        '/emails/scheduled/',
        '/emails/',
        '/templates/x/merge-tags?x=',
        '/suppressions/',
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), anyText, async (path, value) => {
          const response = await team.api.get(`${path}${encodeSegment(value)}`);
          expectSpecAnswer(response, `GET ${path}`);
        }),
        { numRuns: 60 },
      );
      for (const id of ['a\u0000b', 'sch_\u0000', 'a\u0007b', 'a\ud800b']) {
        for (const path of ['/domains/', '/templates/', '/emails/scheduled/', '/emails/', '/suppressions/']) {
          const response = await team.api.get(`${path}${encodeSegment(id)}`);
          expect({ path, status: response.status }).toEqual({ path, status: 404 });
        }
        const admin = await app.admin.get(`/admin/teams/${encodeSegment(id)}`);
        expect(admin.status).toBe(404);
      }
      expect((await app.admin.get('/admin/teams/99999999999')).status).toBe(404);
      for (const value of ['a\u0000b', 'x@y\u0007.com', '\ud800']) {
        const response = await team.api.get(`/emails/events?recipients=${encodeSegment(value)}`);
        expect(response.status).toBe(422);
        expect(Object.keys(response.body.errors)).toEqual(['recipients']);
      }
    });

    it.each(['constructor', 'toString', 'prototype', '__proto__', 'hasOwnProperty'])(
      'refuses a query parameter named %s, like a property every object has, with 422 naming it',
      async (name) => {
        for (const path of ['/emails/events', '/suppressions', '/emails']) {
          const response = await team.api.get(`${path}?${name}=x`);
          expect({ path, status: response.status, errors: response.body.errors }).toEqual({
            path,
            status: 422,
            errors: { query: [`The keys of the query may not be "${name}", a reserved name.`] },
          });
        }
      },
    );
  });

  it.each(['constructor', 'toString', 'prototype', '__proto__'])(
    'refuses a body key named %s with 422 naming the object that holds it',
    async (name) => {
      const body = `{"from":"a@example.com","to":["b@example.net"],"subject":"s","text":"t","metadata":{"${name}":"x"}}`;
      const response = await team.api.post('/emails', body);
      expect({ status: response.status, errors: response.body.errors }).toEqual({
        status: 422,
        errors: { metadata: [`The keys of metadata may not be "${name}", a reserved name.`] },
      });
    },
  );

  describe('the classes the probe found, each a 4xx naming the field', () => {
    it.each([
      ['NUL in subject', { subject: 'a\u0000b' }, 'subject'],
      ['NUL in from_name', { from_name: 'a\u0000b' }, 'from_name'],
      ['NUL in html', { html: '<p>a\u0000b</p>' }, 'html'],
      ['NUL in text', { text: 'a\u0000b' }, 'text'],
      ['NUL in a header value', { headers: { 'X-A': 'a\u0000b' } }, 'headers.X-A'],
      ['NUL in metadata', { metadata: { k: 'a\u0000b' } }, 'metadata.k'],
      ['NUL in a substitution value', { substitution_data: { k: 'a\u0000b' } }, 'substitution_data.k'],
      ['NUL in a substitution key', { substitution_data: { 'a\u0000': 'b' } }, 'substitution_data'],
      [
        'NUL in an attachment name',
        { attachments: [{ name: 'a\u0000', type: 'text/plain', data: 'YQ==' }] },
        'attachments.0.name',
      ],
      ['a lone surrogate in subject', { subject: 'a\ud800b' }, 'subject'],
      ['a lone surrogate in html', { html: 'a\udc00b' }, 'html'],
      ['substitution data 17 levels deep', { substitution_data: nested(17) }, 'substitution_data'],
      [
        '11 headers',
        { headers: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`X-${i}`, 'v'])) },
        'headers',
      ],
      [
        '51 metadata entries',
        { metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) },
        'metadata',
      ],
      [
        '21 attachments',
        { attachments: Array.from({ length: 21 }, () => ({ name: 'a', type: 'text/plain', data: '' })) },
        'attachments',
      ],
      [
        'a template version over the integer range',
        { template_slug: 'x', template_version: 2 ** 53 + 1 },
        'template_version',
      ],
      [
        'a project id over the integer range',
        { template_slug: 'x', project_id: 99_999_999_999 },
        'project_id',
      ],
      ['html over the size bound', { html: 'x'.repeat(1_000_001) }, 'html'],
      ['html with 501 tags', { html: '{{a}}'.repeat(501) }, 'html'],
      ['html nesting blocks 21 deep', { html: '{{#with a}}'.repeat(21) + '{{/with}}'.repeat(21) }, 'html'],
      ['a template path of 20,000 segments', { html: `{{${Array(20_000).fill('a').join('.')}}}` }, 'html'],
    ])('%s', async (_, change, field) => {
      const response = await team.api.post('/emails', { ...base(), ...change });
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('validation_error');
      const named = Object.keys(response.body.errors).filter(
        (key) => key === field || key.startsWith(`${field}.`),
      );
      expect(named).not.toHaveLength(0);
    });

    it.each([
      [
        'headers with 100,000 entries',
        { headers: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`X-${i}`, 'v'])) },
      ],
      [
        'metadata with 100,000 entries',
        { metadata: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, ''])) },
      ],
      [
        '100,000 empty attachments',
        { attachments: Array.from({ length: 100_000 }, () => ({ name: 'a', type: 't', data: '' })) },
      ],
    ])('refuses %s with 422 before building the request', async (_, change) => {
      const response = await team.api.post('/emails', { ...base(), ...change });
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('validation_error');
    });

    it('refuses a number JSON reads as another one with 422 naming its field, and mails the others as written', async () => {
      const sendWith = (numeral: string, to = 'numbers@example.net') =>
        team.api.post(
          '/emails',
          `{"from":"hello@${domain}","to":["${to}"],"subject":"S","text":"{{n}}",` +
            `"substitution_data":{"ok":1.5,"n":${numeral}}}`,
        );
      // Inexact as documented: the number JSON reads prints as another value. 10n ** 30n is not, though its
      // double is not exactly 10^30 (as 0.1's is not 0.1): it reads and prints as 1e+30.
      const printedValue = (read: number) => {
        const [mantissa, exponent = '0'] = String(read).split('e');
        const [whole, fraction = ''] = mantissa.split('.');
        return BigInt(whole + fraction) * 10n ** BigInt(Number(exponent) - fraction.length);
      };
      const inexact = fc.oneof(
        fc.bigInt({ min: 2n ** 53n + 1n, max: 10n ** 30n }).filter((n) => printedValue(Number(n)) !== n),
        fc.constantFrom('1e400', '-1e400', '1e-400', '0.1234567890123456789', '9007199254740993'),
      );
      await fc.assert(
        fc.asyncProperty(inexact, async (n) => {
          const response = await sendWith(String(n));
          expect({ status: response.status, body: response.body }).toEqual({
            status: 422,
            body: {
              message: expect.any(String),
              error_code: 'validation_error',
              errors: {
                'substitution_data.n': [expect.stringContaining(`The number ${n} in substitution_data.n`)],
              },
            },
          });
        }),
        { numRuns: 25 },
      );
      expect(await capturedFor(app.admin, 'numbers@example.net')).toBe(0);

      const kept = await sendWith('100000000000000000000', 'kept-numbers@example.net');
      expect(kept.status).toBe(200);
      const [mail] = await waitForCapturedMail(app.admin, 'kept-numbers@example.net');
      expect(mail.parsed.text?.trim()).toBe('100000000000000000000');
      const power = await sendWith(`${10n ** 30n}`, 'power-numbers@example.net');
      expect(power.status).toBe(200);
      const [powerMail] = await waitForCapturedMail(app.admin, 'power-numbers@example.net');
      expect(powerMail.parsed.text?.trim()).toBe('1e+30');
    });

    it('refuses a template with NUL in its name or slug, or over the nesting bound, at creation', async () => {
      for (const body of [
        { name: 'a\u0000b', html: 'x' },
        { name: 'n', slug: 'a\u0000b', html: 'x' },
        { name: 'n', html: '{{#with a}}'.repeat(21) + '{{/with}}'.repeat(21) },
        { name: 'n', html: `{{${Array(20_000).fill('a').join('.')}}}` },
      ]) {
        const response = await team.api.post('/templates', body);
        expect(response.status).toBe(422);
      }
    });

    it('keeps the admin API integers in range', async () => {
      for (const monthly_limit of [1e308, 2 ** 53 + 1, 2_147_483_648]) {
        const created = await app.admin.post('/admin/teams', {
          name: 'n',
          owner_email: 'o@example.test',
          monthly_limit,
          plan: 'enterprise',
        });
        expect(created.status).toBe(422);
        expect(Object.keys(created.body.errors)).toEqual(['monthly_limit']);
      }
      const key = await app.admin.post(`/admin/teams/${team.id}/api-keys`, {
        name: 'k',
        permission: 'full_access',
        type: 'live',
        user_id: 99_999_999_999,
      });
      expect(key.status).toBe(422);
    });

    it('answers a malformed, too deep or too large JSON body with a 4xx', async () => {
      expect((await team.api.post('/emails', '{"from": ')).status).toBe(422);
      for (const field of ['substitution_data', 'metadata', 'headers', 'to', 'options', 'attachments']) {
        const body = `${JSON.stringify(base()).slice(0, -1)},"${field}":${nestedJson(10_000)}}`;
        const response = await team.api.post('/emails', body);
        expect({ field, status: response.status }).toEqual({ field, status: 422 });
        expect(Object.keys(response.body.errors)[0]).toMatch(new RegExp(`^${field}(\\.|$)`));
      }
      const deep = '['.repeat(100_000) + ']'.repeat(100_000);
      expect((await team.api.post('/emails', deep)).status).toBe(422);
      const tooLarge = await postAnnouncingLength(`${app.baseUrl}/api/emails`, team.key, 21 * 1024 * 1024);
      expect(tooLarge.status).toBe(422);
      expect(Object.keys(tooLarge.body.errors)).toEqual(['body']);
    });

    it('answers a Content-Type naming two media types, on a JSON and on the CSV route, 422 on body', async () => {
      for (const path of ['/emails', '/audience/contacts/import']) {
        const response = await team.api.post(path, JSON.stringify(base()), {
          'content-type': 'application/json, text/csv',
        });
        expect({ path, status: response.status, errors: Object.keys(response.body.errors ?? {}) }).toEqual({
          path,
          status: 422,
          errors: ['body'],
        });
      }
    });
  });

  describe('the parsed view of a captured message', () => {
    // Anyone on the machine may hand the capture server any message; its parsed view answers what it could
    // read, and why it could not read the rest, rather than a 500.
    it('answers 200 for any captured message, with parse_error when the parser refused it', async () => {
      const capture = createTransport({
        host: '127.0.0.1',
        port: capturePort,
        secure: false,
        ignoreTLS: true,
      });
      let sent = 0;
      const parsedViewOf = async (raw: Buffer): Promise<ApiResponse> => {
        const recipient = `parsed-${(sent += 1)}@capture.example.test`;
        await capture.sendMail({ envelope: { from: 'probe@example.test', to: [recipient] }, raw });
        // Stored before the capture server answers 250.
        const list = await app.admin.get('/admin/capture/messages?limit=5');
        const message = (list.body.data.messages as { id: string; rcpt_to: string[] }[]).find((m) =>
          m.rcpt_to.includes(recipient),
        );
        if (!message) throw new Error(`nothing captured for ${recipient}`);
        return app.admin.get(`/admin/capture/messages/${message.id}/parsed`);
      };

      const refused = await parsedViewOf(hugeHeaderMessage());
      expect(refused.status).toBe(200);
      expect(refused.body.data).toMatchObject({
        subject: null,
        headers: [],
        text: null,
        summary_error: expect.stringMatching(/^The header could not be read: /),
        parse_error: expect.stringMatching(/^The message could not be parsed: /),
      });

      await fc.assert(
        fc.asyncProperty(hostileRawMessage, async (raw) => {
          const parsed = await parsedViewOf(raw);
          expect({ status: parsed.status, body: parsed.body }).toMatchObject({ status: 200 });
          const view = parsed.body.data;
          expect(view.parse_error === null || typeof view.parse_error === 'string').toBe(true);
          expect(Array.isArray(view.headers) && Array.isArray(view.dkim)).toBe(true);
        }),
        { numRuns: 15 },
      );
      capture.close();
    });
  });

  describe('the heaviest request of each class within the limits', () => {
    // Resolves with the heavy request's answer and whether /api/health answered first.
    async function whileRunning(
      heavy: () => Promise<ApiResponse>,
    ): Promise<{ response: ApiResponse; healthFirst: boolean }> {
      let heavyDone = false;
      const running = heavy().then((response) => {
        heavyDone = true;
        return response;
      });
      const health = await fetch(`${app.baseUrl}/api/health`);
      const healthFirst = !heavyDone;
      expect(health.status).toBe(200);
      return { response: await running, healthFirst };
    }

    // 500 tags in a part: at most 100,000 / 500 = 200 block runs.
    const rows = Array.from({ length: 200 }, (_, i) => i);
    const values = (n: number, length: number) => Array.from({ length: n }, () => 'v'.repeat(length));
    it.each([
      [
        'a render at its step budget (500 tags, 200 block runs, html and text)',
        {
          subject: '{{v}}',
          html: `{{#each rows}}${'{{../v}}'.repeat(498)}{{/each}}`,
          text: `{{#each rows}}${'{{../v}}'.repeat(498)}{{/each}}`,
          substitution_data: { rows, v: '<' },
        },
      ],
      [
        'a render at its output bound (4,995,000 characters of escaped html)',
        {
          html: '{{#each rows}}{{../v}}{{/each}}',
          text: '{{#each rows}}{{../v}}{{/each}}',
          substitution_data: { rows: Array.from({ length: 999 }, (_, i) => i), v: '<'.repeat(1_250) },
        },
      ],
      [
        'blocks nested 20 deep',
        { html: '{{#if a}}'.repeat(20) + '{{a}}' + '{{/if}}'.repeat(20), substitution_data: { a: 'x' } },
      ],
      ['1,000,000 characters of html', { html: `<p>${'x'.repeat(999_993)}</p>` }],
      [
        'substitution data of 10,000 values',
        { html: '{{#each list}}{{this}}{{/each}}', substitution_data: { list: values(9_997, 100) } },
      ],
      [
        'every map at its cap',
        {
          headers: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`X-H${i}`, 'h'.repeat(998)])),
          metadata: Object.fromEntries(
            Array.from({ length: 50 }, (_, i) => [`${i}`.padEnd(100, 'k'), 'm'.repeat(1000)]),
          ),
          to: Array.from({ length: 50 }, (_, i) => `"Name ${i}" <heavy${i}@example.net>`),
        },
      ],
      [
        '20 attachments of 512 KiB (10 MiB)',
        {
          attachments: Array.from({ length: 20 }, (_, i) => ({
            name: `a${i}.bin`,
            type: 'application/octet-stream',
            data: Buffer.alloc(512 * 1024, i).toString('base64'),
          })),
        },
      ],
    ])('%s is accepted while /api/health keeps answering', async (_, change) => {
      const { response, healthFirst } = await whileRunning(() =>
        team.api.post('/emails', { ...base(), ...change }),
      );
      expect(response.status).toBe(200);
      expect(healthFirst).toBe(true);
    });

    it('a template at its size bounds is stored, then sent, while /api/health keeps answering', async () => {
      const html = `<p>${'x'.repeat(1_994)}{{v}}</p>`.repeat(500).slice(0, 1_000_000);
      const created = await whileRunning(() =>
        team.api.post('/templates', { name: 'Heavy', slug: 'heavy', subject: 'S {{v}}', html, text: html }),
      );
      expect(created.response.status).toBe(201);
      expect(created.healthFirst).toBe(true);
      const sent = await whileRunning(() =>
        team.api.post('/emails', {
          from: `hello@${domain}`,
          to: ['heavy-template@example.net'],
          template_slug: 'heavy',
          substitution_data: { v: '<' },
        }),
      );
      expect(sent.response.status).toBe(200);
      expect(sent.healthFirst).toBe(true);
    });

    it('a render over its budget is 400 send_error and stores nothing', async () => {
      const before = (await team.api.get('/emails?per_page=100')).body.data.emails.length;
      const { response } = await whileRunning(() =>
        team.api.post('/emails', {
          ...base(),
          html: `{{#each rows}}{{#each ../rows}}${'{{v}}'.repeat(490)}{{/each}}{{/each}}`,
          substitution_data: { rows, v: 'x' },
        }),
      );
      expect(response.status).toBe(400);
      expect(response.body.error_code).toBe('send_error');
      expect((await team.api.get('/emails?per_page=100')).body.data.emails.length).toBe(before);
    });

    it('exports the event-loop delay (p99 and max) in /metrics', async () => {
      const metrics = await (await fetch(`${app.opsUrl}/metrics`)).text();
      expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      expect(metrics).toMatch(/^nodejs_eventloop_lag_max_seconds \d/m);
    });
  });
});
