import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldErrors, isEntryProblemsContext, ServiceError } from '@mailroom/contracts';
import { keepValidationRuleLookups } from './validation-rule-lookups';

// Field errors keyed by the path a client sent (`to.0`, `options.open_tracking`); a rule about single entries
// of a list names the entries.
export function fieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    for (const [name, message] of Object.entries(relevantConstraints(error, path))) {
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
    Object.assign(result, fieldErrors(error.children ?? [], path));
  }
  return result;
}

const TYPE_CONSTRAINTS = ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject'];

// The messages a client can act on: a missing field is said to be required (not too long or of the wrong
// type), and a value of the wrong type gets that message alone (not the range its value would have broken).
function relevantConstraints(error: ValidationError, path: string): Record<string, string> {
  const constraints = error.constraints ?? {};
  const names = Object.keys(constraints);
  if (names.length === 0) return constraints;
  if (error.value === undefined) {
    const required = names.filter((name) => /\brequired\b/.test(constraints[name]));
    return required.length > 0
      ? Object.fromEntries(required.map((name) => [name, constraints[name]]))
      : { isDefined: `The ${path} field is required.` };
  }
  const type = names.find((name) => TYPE_CONSTRAINTS.includes(name));
  return type ? { [type]: constraints[type] } : constraints;
}

export function createValidationPipe(): ValidationPipe {
  keepValidationRuleLookups();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => ServiceError.validation(fieldErrors(errors)),
  });
}
