import { ArgumentMetadata, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import {
  FieldErrors,
  isEntryProblemsContext,
  plainSendEmail,
  SendEmailDto,
  ServiceError,
} from '@mailroom/contracts';
import { keepValidationRuleLookups } from './validation-rule-lookups';

// Field errors keyed by the path a client sent (`to.0`, `options.open_tracking`); a rule about single entries
// of a list names the entries.
export function fieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = relevantConstraints(error, path);
    for (const [name, message] of Object.entries(constraints)) {
      const context: unknown = error.contexts?.[name];
      if (isEntryProblemsContext(context)) {
        for (const [index, problem] of Object.entries(context.entryProblems(error.value))) {
          (result[`${path}.${index}`] ??= []).push(problem);
        }
      } else {
        (result[path] ??= []).push(
          name === 'whitelistValidation' ? `The ${path} field is not allowed.` : message,
        );
      }
    }
    // A value of the wrong type has no fields of its own to speak of: `attachments: {}` is not an array,
    // rather than an attachment without a name.
    if (!Object.keys(constraints).some((name) => TYPE_CONSTRAINTS.includes(name)))
      Object.assign(result, fieldErrors(error.children ?? [], path));
  }
  return result;
}

// In the order a message is chosen: a list given an object is told to be a list, not that each entry must be
// an object.
const TYPE_CONSTRAINTS = ['isArray', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isObject'];

// The messages a client can act on: a missing field is said to be required (not too long or of the wrong
// type), and a value of the wrong type gets that message alone (not the range its value would have broken).
function relevantConstraints(error: ValidationError, path: string): Record<string, string> {
  const constraints = error.constraints ?? {};
  const names = Object.keys(constraints);
  if (names.length === 0) return constraints;
  // Nest's pipe strips the value of an error that has children (a nested object), so only a childless one
  // without a value is missing.
  if (error.value === undefined && (error.children ?? []).length === 0) {
    const required = names.filter((name) => /\brequired\b/.test(constraints[name]));
    return required.length > 0
      ? Object.fromEntries(required.map((name) => [name, constraints[name]]))
      : { isDefined: `The ${path} field is required.` };
  }
  const type = TYPE_CONSTRAINTS.find((name) => name in constraints);
  return type ? { [type]: constraints[type] } : constraints;
}

// A body class whose usual requests are recognised without class-validator's executor (the hot route's),
// and the recogniser: it answers the request the pipe would build, or undefined to leave the body to it.
export type PlainBodies = ReadonlyMap<Type<unknown>, (body: unknown) => object | undefined>;

const PLAIN_BODIES: PlainBodies = new Map([[SendEmailDto, plainSendEmail]]);

class GatewayValidationPipe extends ValidationPipe {
  constructor(private readonly plainBodies: PlainBodies) {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => ServiceError.validation(fieldErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A body of fields is an object: null, an array or a scalar would pass as a request with none.
    if (metadata.type === 'body' && value !== undefined && !isObject(value) && this.toValidate(metadata))
      throw ServiceError.validation({ body: ['The request body must be a JSON object.'] });
    const plain = metadata.type === 'body' && metadata.metatype && this.plainBodies.get(metadata.metatype);
    return (plain && plain(value)) || super.transform(value, metadata);
  }
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createValidationPipe(plainBodies: PlainBodies = PLAIN_BODIES): ValidationPipe {
  keepValidationRuleLookups();
  return new GatewayValidationPipe(plainBodies);
}
