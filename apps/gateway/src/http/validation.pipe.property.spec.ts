import { ArgumentMetadata } from '@nestjs/common';
import fc from 'fast-check';
import { plainSendEmail, SendEmailDto, SendOptionsDto, ServiceError } from '@mailroom/contracts';
import { createValidationPipe } from './validation.pipe';

const gateway = createValidationPipe();
// class-validator's path alone: what the gateway answered before send bodies were recognised.
const reference = createValidationPipe(new Map());
const body: ArgumentMetadata = { type: 'body', metatype: SendEmailDto };

// A body as the route receives it: parsed from JSON, a fresh copy each time (the pipe edits what it gets).
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

type Outcome = { request: unknown; classes: string[] } | { error: unknown };

// What the route would get (the request, down to the classes of it and its options) or answer.
async function outcome(pipe: typeof gateway, value: unknown): Promise<Outcome> {
  try {
    const request = (await pipe.transform(wire(value), body)) as SendEmailDto;
    return { request, classes: [request.constructor.name, request.options?.constructor.name ?? '-'] };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { error: error.payload };
  }
}

const unusualAddress = fc.oneof(
  fc.constantFrom(
    'no-at-sign',
    'a@b',
    'a@example.net, b@example.net',
    'team: a@example.net;',
    '=?utf-8?q?Ann?= <ann@example.net>',
    'ann\n@example.net',
    'ann\u2028@example.net',
    `${'x'.repeat(310)}@example.net`,
    `Ann <${'x'.repeat(300)}@example.net>`,
    '',
  ),
  fc.string({ maxLength: 40 }),
);

const unusualText = (limit: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.constantFrom('', 'Hi\r\nBcc: x@example.net', 'a\u0000b', 'tab\there', '\u2029', '\u0085'),
    fc.constantFrom('x'.repeat(limit), 'x'.repeat(limit + 1), '😀'.repeat(limit - 10), '😀'.repeat(limit)),
  );

const anything = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const list = (entry: fc.Arbitrary<unknown>, minLength: number, maxLength: number): fc.Arbitrary<unknown[]> =>
  fc.array(entry, { minLength, maxLength });

// Each field: values a client usually sends, and values at or past the rules' edges (or of another type).
const FIELDS: Record<string, [usual: fc.Arbitrary<unknown>, unusual: fc.Arbitrary<unknown>]> = {
  from: [
    fc.oneof(fc.constantFrom('hello@mail.example.com', 'Shop <shop@example.com>'), fc.emailAddress()),
    unusualAddress,
  ],
  from_name: [fc.string({ maxLength: 30 }), unusualText(255)],
  to: [list(fc.emailAddress(), 1, 3), fc.oneof(list(unusualAddress, 0, 2), list(fc.emailAddress(), 0, 51))],
  cc: [list(fc.emailAddress(), 0, 2), fc.oneof(list(unusualAddress, 1, 2), list(fc.emailAddress(), 48, 50))],
  bcc: [list(fc.emailAddress(), 0, 2), list(unusualAddress, 1, 2)],
  subject: [fc.string({ maxLength: 60 }), unusualText(998)],
  html: [fc.string({ maxLength: 60 }), unusualText(20)],
  text: [fc.string({ maxLength: 60 }), unusualText(20)],
  metadata: [
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
    fc.oneof(
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }),
      fc.constantFrom(
        { constructor: 'x' },
        { prototype: 'y' },
        { toString: 'z' },
        { '': 'empty key' },
        { ['k'.repeat(101)]: 'long key' },
        { key: 'v'.repeat(1001) },
        { nested: { no: 'strings only' } },
        Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])),
      ),
    ),
  ],
  options: [
    fc.record(
      { transactional: fc.boolean(), open_tracking: fc.boolean(), click_tracking: fc.boolean() },
      { requiredKeys: [] },
    ),
    fc.constantFrom({ other: true }, { open_tracking: 'yes' }, { click_tracking: null }, []),
  ],
  template_slug: [fc.constantFrom('welcome', 'receipt'), unusualText(100)],
  template_version: [
    fc.integer({ min: 1, max: 5 }),
    fc.constantFrom(0, -1, 1.5, 2_147_483_647, 2_147_483_648, '1'),
  ],
  project_id: [fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 2_147_483_648, '2')],
  headers: [fc.constant({ 'X-Campaign': 'spring' }), fc.constant({ Bcc: 'x@example.net' })],
  attachments: [fc.constant([]), fc.constant({})],
  ['constructor']: [fc.constant('x'), fc.constant(null)] as [fc.Arbitrary<unknown>, fc.Arbitrary<unknown>],
  unknown_field: [fc.string(), fc.constant(null)],
};

// A body sends its own content or a template's: mostly one or the other, sometimes a mix (refused).
type Shape = 'content' | 'template';
const REQUIRED: Record<Shape, string[]> = {
  content: ['from', 'to', 'subject', 'text'],
  template: ['from', 'to', 'template_slug'],
};
const RARE_IN_ANY = ['headers', 'attachments', 'constructor', 'unknown_field'];
const RARE: Record<Shape, string[]> = {
  content: [...RARE_IN_ANY, 'template_slug', 'template_version', 'project_id'],
  template: [...RARE_IN_ANY, 'html', 'text'],
};

// How often a field is absent (dropped on the wire as undefined), against present once.
const absence = (shape: Shape, name: string): number =>
  REQUIRED[shape].includes(name) ? 0.05 : RARE[shape].includes(name) ? 12 : 1;

// Mostly usual values with a few unusual ones among them (or anything at all), so that most bodies are
// one step from an accepted one: the step a recogniser that drifted from the rules would take wrongly.
const bodyOf = (shape: Shape) =>
  fc.record(
    Object.fromEntries(
      Object.entries(FIELDS).map(([name, [usual, unusual]]) => [
        name,
        fc.oneof(
          { weight: Math.round(absence(shape, name) * 20), arbitrary: fc.constant(undefined) },
          { weight: 20, arbitrary: fc.oneof({ weight: 10, arbitrary: usual }, unusual, anything) },
        ),
      ]),
    ),
  );
const sendBody = fc.oneof(bodyOf('content'), bodyOf('template'));

describe('the gateway validation pipe on send bodies', () => {
  it('recognises the usual send body and builds the request class-validator builds', async () => {
    const usual = {
      from: 'hello@mail.example.com',
      from_name: 'Mailroom',
      to: ['user@example.net'],
      subject: 'Welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
      metadata: { order: '42' },
      options: { open_tracking: true },
    };
    expect(plainSendEmail(wire(usual))).toBeInstanceOf(SendEmailDto);
    const request = (await gateway.transform(wire(usual), body)) as SendEmailDto;
    expect(request).toBeInstanceOf(SendEmailDto);
    expect(request.options).toBeInstanceOf(SendOptionsDto);
    expect(request).toEqual(await reference.transform(wire(usual), body));
  });

  it('answers every body exactly as class-validator alone does, and recognises only what it accepts', async () => {
    let recognised = 0;
    await fc.assert(
      fc.asyncProperty(sendBody, async (value) => {
        const plain = plainSendEmail(wire(value));
        const expected = await outcome(reference, value);
        if (plain) {
          recognised += 1;
          expect(expected).toHaveProperty('request');
        }
        expect(await outcome(gateway, value)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
    // The property says something only if the recogniser takes part.
    expect(recognised).toBeGreaterThan(200);
  });
});
