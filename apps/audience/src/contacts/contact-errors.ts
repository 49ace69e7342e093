import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { normalizeIsoDate } from '../properties/property-values';
import { normalizeContactEmail } from './contact-email';

export const contactNotFound = (): ServiceError => ServiceError.notFound('Contact not found.');

export const contactExists = (email: string): ServiceError =>
  new ServiceError({
    status: 409,
    error_code: ErrorCode.contactExists,
    message: `A contact with the email ${email} already exists.`,
  });

export function contactEmail(input: string): string {
  const email = normalizeContactEmail(input);
  if (!email) throw ServiceError.validation({ email: ['The email must be a valid email address.'] });
  return email;
}

export function pausedUntil(input: string | null): string | null {
  if (input === null) return null;
  const normalized = normalizeIsoDate(input);
  if (!normalized)
    throw ServiceError.validation({
      paused_until: ['The paused_until must be an ISO 8601 date-time or null.'],
    });
  return normalized;
}
