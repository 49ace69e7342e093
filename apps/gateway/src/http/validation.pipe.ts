import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldErrors, isEntryProblemsContext, ServiceError } from '@mailroom/contracts';

// Field errors keyed by the path a client sent (`to.0`, `options.open_tracking`); a rule about single entries
// of a list names the entries.
export function fieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    for (const [name, message] of Object.entries(error.constraints ?? {})) {
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

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => ServiceError.validation(fieldErrors(errors)),
  });
}
