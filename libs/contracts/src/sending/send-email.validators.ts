import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import {
  BLOCKED_HEADER_NAMES,
  HEADER_NAME_PATTERN,
  hasLineBreak,
  MAX_CUSTOM_HEADERS,
  MAX_HEADER_VALUE_LENGTH,
  MAX_RECIPIENTS,
} from './send-rules';
import { MAX_SUBJECT_LENGTH } from '../templates/template.dto';

interface SendShape {
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

export const RecipientCap = (): PropertyDecorator =>
  rule(
    'recipientCap',
    (_, args) => {
      const body = args.object as SendShape;
      return count(body.to) + count(body.cc) + count(body.bcc) <= MAX_RECIPIENTS;
    },
    `An email may have at most ${MAX_RECIPIENTS} recipients in to, cc and bcc combined.`,
  );

function subjectProblem(value: unknown, body: SendShape): string | undefined {
  if (value === undefined) {
    return body.template_slug === undefined
      ? 'The subject field is required when no template_slug is given.'
      : undefined;
  }
  if (typeof value !== 'string') return 'The subject must be a string.';
  if (value === '' && body.template_slug === undefined)
    return 'The subject field is required when no template_slug is given.';
  if (value.length > MAX_SUBJECT_LENGTH)
    return `The subject may not be greater than ${MAX_SUBJECT_LENGTH} characters.`;
  if (hasLineBreak(value)) return 'The subject may not contain line breaks.';
  return undefined;
}

export const SubjectRule = (): PropertyDecorator =>
  rule(
    'subjectRule',
    (value, args) => subjectProblem(value, args.object) === undefined,
    (args) => subjectProblem(args.value, args.object) ?? '',
  );

function contentProblem(value: unknown, body: SendShape, property: string): string | undefined {
  if (value === undefined) {
    const anyContent = body.template_slug !== undefined || body.html !== undefined || body.text !== undefined;
    return anyContent ? undefined : 'The html or text field is required when no template_slug is given.';
  }
  return typeof value === 'string' ? undefined : `The ${property} must be a string.`;
}

export const ContentRule = (): PropertyDecorator =>
  rule(
    'contentRule',
    (value, args) => contentProblem(value, args.object, args.property) === undefined,
    (args) => contentProblem(args.value, args.object, args.property) ?? '',
  );

export const IsMetadata = (): PropertyDecorator =>
  rule(
    'isMetadata',
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value as Record<string, unknown>).every((entry) => typeof entry === 'string'),
    'The metadata must be an object whose values are strings.',
  );

export function headerMapProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['The headers must be an object.'];
  const entries = Object.entries(value as Record<string, unknown>);
  const problems: string[] = [];
  if (entries.length > MAX_CUSTOM_HEADERS)
    problems.push(`At most ${MAX_CUSTOM_HEADERS} custom headers are allowed.`);
  for (const [name, headerValue] of entries) {
    if (!HEADER_NAME_PATTERN.test(name))
      problems.push(`The header name "${name}" is not a valid header name.`);
    else if (BLOCKED_HEADER_NAMES.includes(name.toLowerCase()))
      problems.push(`The ${name} header is managed by the service.`);
    if (typeof headerValue !== 'string') problems.push(`The value of the ${name} header must be a string.`);
    else if (hasLineBreak(headerValue))
      problems.push(`The value of the ${name} header may not contain line breaks.`);
    else if (headerValue.length > MAX_HEADER_VALUE_LENGTH) {
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
