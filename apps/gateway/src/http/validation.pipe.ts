import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldErrors, ServiceError } from '@mailroom/contracts';

// Field errors keyed by the path a client sent (`to.0`, `options.open_tracking`).
export function fieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) {
      result[path] = Object.entries(error.constraints).map(([name, message]) =>
        name === 'whitelistValidation' ? `The ${path} field is not allowed.` : message,
      );
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
