import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { CONTROL_CHARACTERS, parseMailbox } from '../addresses/mailbox';
import { withinCharacters } from '../validation/character-count';
import { MAX_SUBJECT_LENGTH, MAX_TEMPLATE_PART_LENGTH } from '../templates/template.dto';
import {
  BLOCKED_HEADER_NAMES,
  HEADER_NAME_PATTERN,
  hasLineBreak,
  MAX_ATTACHMENT_BYTES,
  MAX_CUSTOM_HEADERS,
  MAX_HEADER_NAME_LENGTH,
  MAX_HEADER_VALUE_LENGTH,
  MAX_METADATA_ENTRIES,
  MAX_METADATA_KEY_LENGTH,
  MAX_METADATA_VALUE_LENGTH,
  MAX_RECIPIENTS,
  MAX_SUBSTITUTION_DEPTH,
  MAX_SUBSTITUTION_VALUES,
  MEDIA_TYPE_PATTERN,
} from './send-rules';

interface SendShape {
  from?: unknown;
  to?: unknown;
  cc?: unknown;
  bcc?: unknown;
  html?: unknown;
  text?: unknown;
  template_slug?: unknown;
}

function rule(
  name: string,
  validate: (value: unknown, args: ValidationArguments) => boolean,
  message: string | ((args: ValidationArguments) => string),
  options: ValidationOptions = {},
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message, ...options },
      validator: { validate },
    });
}

const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

// A CR or LF would end a header early and let the rest be read as headers of its own.
export const NoLineBreak = (options: ValidationOptions = {}): PropertyDecorator =>
  rule(
    'noLineBreak',
    (value) => typeof value !== 'string' || !hasLineBreak(value),
    (args) => `The ${args.property} may not contain line breaks.`,
    options,
  );

// A single-line text that ends up in a header (a name, a media type): no control characters at all.
export const NoControlCharacters = (options: ValidationOptions = {}): PropertyDecorator =>
  rule(
    'noControlCharacters',
    (value) => typeof value !== 'string' || !CONTROL_CHARACTERS.test(value),
    (args) => `The ${args.property} may not contain control characters or line breaks.`,
    options,
  );

export const RecipientCap = (): PropertyDecorator =>
  rule(
    'recipientCap',
    (_, args) => {
      const body = args.object as SendShape;
      return count(body.to) + count(body.cc) + count(body.bcc) <= MAX_RECIPIENTS;
    },
    `An email may have at most ${MAX_RECIPIENTS} recipients in to, cc and bcc combined.`,
  );

export function subjectProblem(value: unknown, body: SendShape): string | undefined {
  if (value === undefined) {
    return body.template_slug === undefined
      ? 'The subject field is required when no template_slug is given.'
      : undefined;
  }
  if (typeof value !== 'string') return 'The subject must be a string.';
  if (value === '')
    return body.template_slug === undefined
      ? 'The subject field is required when no template_slug is given.'
      : "The subject may not be empty; leave it out for the template's subject to be used.";
  if (!withinCharacters(value, MAX_SUBJECT_LENGTH))
    return `The subject may not be greater than ${MAX_SUBJECT_LENGTH} characters.`;
  if (hasLineBreak(value)) return 'The subject may not contain line breaks.';
  if (CONTROL_CHARACTERS.test(value)) return 'The subject may not contain control characters.';
  return undefined;
}

// A sender's name given twice, in `from` ("Ann <a@example.com>") and in `from_name`: one of them would be
// dropped.
export function fromNameProblem(value: unknown, body: SendShape): string | undefined {
  if (value === undefined || typeof body.from !== 'string' || !parseMailbox(body.from)?.name)
    return undefined;
  return 'The from_name may not be given when the from address carries a display name; give the name in one of them.';
}

export const FromNameRule = (): PropertyDecorator =>
  rule(
    'fromNameRule',
    (value, args) => fromNameProblem(value, args.object) === undefined,
    (args) => fromNameProblem(args.value, args.object) ?? '',
  );

export const SubjectRule = (): PropertyDecorator =>
  rule(
    'subjectRule',
    (value, args) => subjectProblem(value, args.object) === undefined,
    (args) => subjectProblem(args.value, args.object) ?? '',
  );

const hasContent = (value: unknown): boolean => typeof value === 'string' && value !== '';

// html and text: the request's own content, or a template's, not both; without a template, at least one of
// them holds something.
export function contentProblem(value: unknown, body: SendShape, property: string): string | undefined {
  if (value !== undefined && body.template_slug !== undefined)
    return `The ${property} cannot be combined with a template_slug: the template's content is sent.`;
  if (value !== undefined && typeof value !== 'string') return `The ${property} must be a string.`;
  if (typeof value === 'string' && !withinCharacters(value, MAX_TEMPLATE_PART_LENGTH))
    return `The ${property} may not be greater than ${MAX_TEMPLATE_PART_LENGTH} characters.`;
  if (body.template_slug === undefined && !hasContent(body.html) && !hasContent(body.text))
    return 'The html or text field is required when no template_slug is given, and may not be empty.';
  return undefined;
}

export const ContentRule = (): PropertyDecorator =>
  rule(
    'contentRule',
    (value, args) => contentProblem(value, args.object, args.property) === undefined,
    (args) => contentProblem(args.value, args.object, args.property) ?? '',
  );

// template_version and project_id pick a template: without a template_slug they would be ignored.
export function templateOptionProblem(value: unknown, body: SendShape, property: string): string | undefined {
  return value !== undefined && body.template_slug === undefined
    ? `The ${property} is used only with a template_slug.`
    : undefined;
}

export const TemplateOption = (): PropertyDecorator =>
  rule(
    'templateOption',
    (value, args) => templateOptionProblem(value, args.object, args.property) === undefined,
    (args) => templateOptionProblem(args.value, args.object, args.property) ?? '',
  );

export const IsMediaType = (): PropertyDecorator =>
  rule(
    'isMediaType',
    (value) => typeof value !== 'string' || MEDIA_TYPE_PATTERN.test(value),
    'The attachment type must be a media type, such as application/pdf.',
  );

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function metadataProblem(value: unknown): string | undefined {
  if (!isPlainObject(value)) return 'The metadata must be an object whose values are strings.';
  const entries = Object.entries(value);
  if (entries.length > MAX_METADATA_ENTRIES)
    return `The metadata may have at most ${MAX_METADATA_ENTRIES} entries.`;
  for (const [key, entry] of entries) {
    if (key.length < 1 || !withinCharacters(key, MAX_METADATA_KEY_LENGTH))
      return `Each metadata key must be 1 to ${MAX_METADATA_KEY_LENGTH} characters.`;
    if (typeof entry !== 'string') return 'The metadata must be an object whose values are strings.';
    if (!withinCharacters(entry, MAX_METADATA_VALUE_LENGTH))
      return `Each metadata value may be at most ${MAX_METADATA_VALUE_LENGTH} characters.`;
  }
  return undefined;
}

export const IsMetadata = (): PropertyDecorator =>
  rule(
    'isMetadata',
    (value) => metadataProblem(value) === undefined,
    (args) => metadataProblem(args.value) ?? '',
  );

// Counted without recursion, so that no nesting a JSON body can carry overflows the stack.
function substitutionDataProblem(value: unknown): string | undefined {
  if (!isPlainObject(value)) return 'The substitution_data must be an object.';
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  let count = 0;
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    count += 1;
    if (count > MAX_SUBSTITUTION_VALUES)
      return `The substitution_data may hold at most ${MAX_SUBSTITUTION_VALUES} values in all.`;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > MAX_SUBSTITUTION_DEPTH)
      return `The substitution_data may be nested at most ${MAX_SUBSTITUTION_DEPTH} levels deep.`;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}

export const IsSubstitutionData = (): PropertyDecorator =>
  rule(
    'isSubstitutionData',
    (value) => substitutionDataProblem(value) === undefined,
    (args) => substitutionDataProblem(args.value) ?? '',
  );

// The characters of standard base64 (RFC 4648 section 4) but the padding, by character code.
const BASE64_ALPHABET = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')
  BASE64_ALPHABET[c.charCodeAt(0)] = 1;

// Standard base64 (RFC 4648 section 4, padded), checked in one pass: the regular expression of the usual
// validator backtracks and overflows the stack on attachments of a few megabytes. A table lookup per
// character, not comparisons: this runs over up to 13.4 MiB of attachments per send, at about a quarter of
// the comparisons' cost.
function isBase64(data: string): boolean {
  if (data.length % 4 !== 0) return false;
  const end = data.length - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  for (let i = 0; i < end; i += 1) {
    const c = data.charCodeAt(i);
    if (c > 255 || BASE64_ALPHABET[c] === 0) return false;
  }
  return true;
}

export const IsBase64Data = (): PropertyDecorator =>
  rule(
    'isBase64Data',
    (value) => typeof value === 'string' && isBase64(value),
    (args) => `The ${args.property === 'data' ? 'attachment data' : args.property} must be base64 encoded.`,
  );

// Base64 decodes to three bytes per four characters, less the padding.
function decodedLength(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

export const AttachmentSizeCap = (): PropertyDecorator =>
  rule(
    'attachmentSizeCap',
    (value) =>
      !Array.isArray(value) ||
      value.reduce<number>((total, attachment: unknown) => {
        const data = (attachment as { data?: unknown } | null)?.data;
        return total + (typeof data === 'string' ? decodedLength(data) : 0);
      }, 0) <= MAX_ATTACHMENT_BYTES,
    `The attachments may hold at most ${MAX_ATTACHMENT_BYTES} bytes (decoded) in all.`,
  );

export function headerMapProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['The headers must be an object.'];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_CUSTOM_HEADERS)
    return [`At most ${MAX_CUSTOM_HEADERS} custom headers are allowed.`];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [name, headerValue] of entries) {
    if (name.length > MAX_HEADER_NAME_LENGTH || !HEADER_NAME_PATTERN.test(name))
      problems.push(`The header name "${name.slice(0, MAX_HEADER_NAME_LENGTH)}" is not a valid header name.`);
    else if (BLOCKED_HEADER_NAMES.includes(name.toLowerCase()))
      problems.push(`The ${name} header is managed by the service.`);
    else if (seen.has(name.toLowerCase()))
      problems.push(`The ${name} header is given twice: header names are case-insensitive.`);
    seen.add(name.toLowerCase());
    if (typeof headerValue !== 'string') problems.push(`The value of the ${name} header must be a string.`);
    else if (headerValue.trim() === '') problems.push(`The value of the ${name} header may not be empty.`);
    else if (hasLineBreak(headerValue))
      problems.push(`The value of the ${name} header may not contain line breaks.`);
    else if (CONTROL_CHARACTERS.test(headerValue))
      problems.push(`The value of the ${name} header may not contain control characters.`);
    else if (!withinCharacters(headerValue, MAX_HEADER_VALUE_LENGTH)) {
      problems.push(
        `The value of the ${name} header may not be greater than ${MAX_HEADER_VALUE_LENGTH} characters.`,
      );
    }
  }
  return problems;
}

export const IsHeaderMap = (): PropertyDecorator =>
  rule(
    'isHeaderMap',
    (value) => headerMapProblems(value).length === 0,
    (args) => headerMapProblems(args.value).join(' '),
  );
