import { ErrorCode, mailboxProblem, parseMailbox, ServiceError } from '@mailroom/contracts';
import { normalizeIsoDate } from '../properties/property-values';

export const contactNotFound = (): ServiceError => ServiceError.notFound('Contact not found.');

export const contactExists = (email: string): ServiceError =>
  new ServiceError({
    status: 409,
    error_code: ErrorCode.contactExists,
    message: `A contact with the email ${email} already exists.`,
  });

// A contact is one bare address (the shared one-mailbox rule, no display name); only its domain is lower-cased.
export function contactEmail(input: string): string {
  const mailbox = parseMailbox(input, { displayName: false });
  if (!mailbox)
    throw ServiceError.validation({
      email: [
        mailboxProblem(input, 'email', { displayName: false }) ?? 'The email must be a valid email address.',
      ],
    });
  return mailbox.address;
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
