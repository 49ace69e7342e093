// Limits and rules of SPEC's send request.
export const MAX_RECIPIENTS = 50;
export const MAX_CUSTOM_HEADERS = 10;
export const MAX_HEADER_VALUE_LENGTH = 998;
export const MAX_HEADER_NAME_LENGTH = 100;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._-]{1,255}$/;

// Headers the service manages; a send request may not set them (compared case-insensitively).
export const BLOCKED_HEADER_NAMES: readonly string[] = [
  'from',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'dkim-signature',
  'return-path',
  'received',
  'list-unsubscribe',
  'list-unsubscribe-post',
];

// RFC 5322 field names: printable ASCII except colon.
export const HEADER_NAME_PATTERN = /^[\x21-\x39\x3b-\x7e]+$/;

export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}

// Bounds on the parts of a send request whose size the client chooses, so that the work of one request is
// known before it is done.
// A media type (RFC 6838 4.2 names), with parameters if any: what an attachment's Content-Type is made of.
export const MEDIA_TYPE_PATTERN =
  /^[A-Za-z0-9][\w!#$&^.+-]{0,126}\/[A-Za-z0-9][\w!#$&^.+-]{0,126}(\s*;\s*[\w!#$%&'*+.^`|~-]+=("[^"\\]*"|[\w!#$%&'*+.^`|~-]+))*\s*$/;

export const MAX_ATTACHMENTS = 20;
// Decoded bytes of all attachments of one email together.
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_METADATA_ENTRIES = 50;
export const MAX_METADATA_KEY_LENGTH = 100;
export const MAX_METADATA_VALUE_LENGTH = 1000;
// Every value in substitution_data counts, objects and arrays and what they hold.
export const MAX_SUBSTITUTION_VALUES = 10_000;
export const MAX_SUBSTITUTION_DEPTH = 16;
