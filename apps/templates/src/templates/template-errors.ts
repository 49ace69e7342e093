import { ErrorCode, FieldErrors, ServiceError } from '@mailroom/contracts';

// Another team's template is answered exactly like one that does not exist.
export function templateNotFound(slug: unknown): ServiceError {
  return new ServiceError({
    status: 404,
    error_code: ErrorCode.templateNotFound,
    message: `Template ${String(slug)} was not found.`,
  });
}

// The slug of a request from a bus caller that skipped the gateway may be anything.
export function requestedSlug(slug: unknown): string {
  if (typeof slug !== 'string' || slug === '') throw templateNotFound(slug);
  return slug;
}

export function versionNotFound(slug: string, version: unknown): ServiceError {
  return new ServiceError({
    status: 404,
    error_code: ErrorCode.templateNotFound,
    message: `Version ${String(version)} of template ${slug} was not found.`,
  });
}

export function templateExists(slug: string): ServiceError {
  return new ServiceError({
    status: 409,
    error_code: ErrorCode.templateExists,
    message: `A template with the slug ${slug} already exists in this project.`,
  });
}

export function invalidSlug(): ServiceError {
  return ServiceError.validation({
    slug: [
      'The slug must be 1 to 100 lowercase letters, digits, dashes or underscores, starting with a letter or digit.',
    ],
  });
}

export function missingBody(): ServiceError {
  return ServiceError.validation({
    html: ['The html field is required when text is not present.'],
    text: ['The text field is required when html is not present.'],
  });
}

export function invalidTemplateSyntax(errors: FieldErrors): ServiceError {
  return ServiceError.validation(errors, 'The template cannot be stored as given; see errors.');
}
