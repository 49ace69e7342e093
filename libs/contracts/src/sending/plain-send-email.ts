import { isBoolean, isInt, isNotEmpty, isString, max, maxLength, min } from 'class-validator';
import { CONTROL_CHARACTERS, mailboxProblem, mailboxSmugglingProblem } from '../addresses/mailbox';
import { MAX_INTEGER } from '../validation/integer-range';
import { SendEmailDto, SendOptionsDto } from './send-email.dto';
import { contentProblem, fromNameProblem, metadataProblem, subjectProblem } from './send-email.validators';
import { MAX_RECIPIENTS } from './send-rules';

type Fields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isText = (value: unknown, limit: number): boolean =>
  isString(value) && maxLength(value, limit) && !CONTROL_CHARACTERS.test(value);

const isIdentifier = (value: unknown): boolean => isInt(value) && min(value, 1) && max(value, MAX_INTEGER);

// A hole of a sparse array reads as undefined, which is not a mailbox.
const isMailboxList = (value: unknown, field: string): value is string[] => {
  if (!Array.isArray(value)) return false;
  for (let index = 0; index < value.length; index += 1)
    if (mailboxProblem(value[index], `${field} address`) !== undefined) return false;
  return true;
};

const OPTION_NAMES = new Set(['transactional', 'open_tracking', 'click_tracking']);

// Keys the full path treats apart (Nest's pipe deletes `prototype` and Object.prototype's names, and
// class-transformer skips the latter): a body holding one takes that path, to be treated exactly as there.
const isOrdinaryKey = (key: string): boolean => key !== 'prototype' && !(key in Object.prototype);

const isOptions = (value: unknown): value is Fields =>
  isPlainObject(value) &&
  Object.entries(value).every(([name, option]) => OPTION_NAMES.has(name) && isBoolean(option));

// Each field this recognises, with SendEmailDto's rules for a present value (the same predicates its
// decorators run); subject, html and text are checked whether present or not, as their rules are.
const FIELD_RULES = new Map<string, (value: unknown) => boolean>(
  Object.entries({
    from: (value) =>
      isString(value) &&
      isNotEmpty(value) &&
      maxLength(value, 320) &&
      mailboxSmugglingProblem(value, 'from') === undefined,
    from_name: (value) => isText(value, 255),
    to: (value) => isMailboxList(value, 'to') && value.length >= 1,
    cc: (value) => isMailboxList(value, 'cc'),
    bcc: (value) => isMailboxList(value, 'bcc'),
    subject: () => true,
    html: () => true,
    text: () => true,
    metadata: (value) =>
      metadataProblem(value) === undefined && Object.keys(value as Fields).every(isOrdinaryKey),
    options: isOptions,
    template_slug: (value) => isString(value) && isNotEmpty(value) && maxLength(value, 100),
    template_version: isIdentifier,
    project_id: isIdentifier,
  }),
);

const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

// The usual send request recognised without class-validator's executor, which costs a tenth of the
// gateway's CPU per send: a plain JSON object of the fields above, every one passing SendEmailDto's rules.
// Anything else (attachments, headers, substitution_data, a null, an unknown key, a broken rule) answers
// undefined and takes the validation pipe, which alone words the errors. The property spec holds this to
// the DTO: whatever it accepts, class-validator accepts too, and builds the same request from.
export function plainSendEmail(body: unknown): SendEmailDto | undefined {
  if (!isPlainObject(body) || body.from === undefined || body.to === undefined) return undefined;
  for (const [name, value] of Object.entries(body)) {
    const rule = FIELD_RULES.get(name);
    if (rule === undefined || value === null || value === undefined || !rule(value)) return undefined;
  }
  if (count(body.to) + count(body.cc) + count(body.bcc) > MAX_RECIPIENTS) return undefined;
  if (fromNameProblem(body.from_name, body) !== undefined) return undefined;
  if (subjectProblem(body.subject, body) !== undefined) return undefined;
  if (contentProblem(body.html, body, 'html') !== undefined) return undefined;
  if (contentProblem(body.text, body, 'text') !== undefined) return undefined;
  if (body.template_slug === undefined && (body.template_version ?? body.project_id) !== undefined)
    return undefined;
  // Copies, as class-transformer makes: the request owns its lists and objects.
  const { to, cc, bcc, metadata, options } = body as Partial<Record<string, string[] & Fields>>;
  return Object.assign(new SendEmailDto(), body, {
    to: [...to!],
    ...(cc && { cc: [...cc] }),
    ...(bcc && { bcc: [...bcc] }),
    ...(metadata && { metadata: { ...metadata } }),
    ...(options && { options: Object.assign(new SendOptionsDto(), options) }),
  });
}
