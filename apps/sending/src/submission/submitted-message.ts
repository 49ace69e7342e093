import {
  CONTROL_CHARACTERS,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_SUBJECT_LENGTH,
  parseMailbox,
  ServiceError,
  UNPRINTABLE_TEXT,
  withinCharacters,
} from '@mailroom/contracts';
import addressparser from 'nodemailer/lib/addressparser';
import { isUtf8 } from 'node:buffer';
import { decodeHeaderValue, decodeWords, ENCODED_WORDS } from './encoded-words';
import { readSubmittedHeader, SubmittedField, submittedFieldValue } from './submitted-header';

// Header fields the service reads and removes: Bcc and Resent-Bcc must not reach any recipient,
// Idempotency-Key is an instruction to the service, as the HTTP header is, and Return-Path is the receiving
// server's to add from the envelope (RFC 5321 4.4: a message sent on should not carry one).
const REMOVED_FIELDS = new Set(['bcc', 'resent-bcc', 'idempotency-key', 'return-path']);
// POST /emails: from_name is at most 255 characters.
const MAX_FROM_NAME_LENGTH = 255;
// Bounds on what is decoded, as written (encoded words take up to 12 characters per decoded one, Q-encoded
// 4-byte UTF-8), so that decoding a value that cannot be within the limits is not even started.
const MAX_WRITTEN_SUBJECT_CHARS = 16 * 1024;
const MAX_WRITTEN_FROM_CHARS = 8 * 1024;
// The To fields, and the Cc fields, are read as address lists at about 5 microseconds an address: a To of
// the whole message (700 KiB by default, up to 17 MiB) held the event loop for a quarter of a second to
// seconds. Hundreds of named addresses fit, where a send has at most 50 recipients.
const MAX_WRITTEN_ADDRESS_LIST_CHARS = 32 * 1024;
// A display name stands in for any address when its syntax is checked.
const PLACEHOLDER_ADDRESS = '<placeholder@example.com>';

// What the service reads of a submitted message; its MIME stays as the client wrote it.
export interface SubmittedMessage {
  from: { address: string; name: string };
  to: string[];
  cc: string[];
  subject: string;
  idempotencyKey?: string;
  hasMessageId: boolean;
  hasDate: boolean;
}

// Read under the rules of POST /emails: one From mailbox (with a display name of at most 255 characters
// without control characters), a subject of at most 998 characters without control characters, an
// Idempotency-Key of the HTTP header's alphabet. Anything else is a bad message (422: 554 5.6.0 over SMTP).
export function readSubmittedMessage(raw: Buffer): SubmittedMessage {
  const { fields } = readSubmittedHeader(raw.toString('latin1'));
  const values = (name: string): string[] => fields.filter((f) => f.name === name).map(submittedFieldValue);
  const from = values('from');
  if (from.length !== 1) throw badFrom('The message must have one From header naming one address.');
  const sender = readFrom(from[0]);
  const idempotencyKeys = values('idempotency-key');
  if (
    idempotencyKeys.length > 1 ||
    (idempotencyKeys.length === 1 && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKeys[0]))
  ) {
    throw ServiceError.validation({
      'Idempotency-Key': [
        'One Idempotency-Key header, of 1 to 255 characters of A-Z, a-z, 0-9, ".", "_" or "-".',
      ],
    });
  }
  return {
    from: sender,
    to: addressesOf('To', values('to')),
    cc: addressesOf('Cc', values('cc')),
    subject: readSubject(values('subject')),
    idempotencyKey: idempotencyKeys[0],
    hasMessageId: values('message-id').length > 0,
    hasDate: values('date').length > 0,
  };
}

// The message as it is delivered: without Bcc, Resent-Bcc, Idempotency-Key and Return-Path, with a Message-ID and a Date
// when the client wrote none, and with the From address it is sent from when that is not the one written
// (a sandbox key's mail, sent from the sandbox domain). Everything else, body included, is kept byte for
// byte.
export function deliverableMessage(
  raw: Buffer,
  message: SubmittedMessage,
  added: { messageId: string; date: Date; sentFrom: string },
): Buffer {
  const { fields, body, separator } = readSubmittedHeader(raw.toString('latin1'));
  const kept = fields.filter((field) => !REMOVED_FIELDS.has(field.name));
  const lines = [
    ...(message.hasMessageId ? [] : [`Message-ID: <${added.messageId}>`]),
    ...(message.hasDate ? [] : [`Date: ${added.date.toUTCString().replace('GMT', '+0000')}`]),
    ...kept.map((field) => (field.name === 'from' ? fromLine(field, message, added.sentFrom) : field.line)),
  ];
  return Buffer.concat([Buffer.from(lines.join('\r\n') + separator, 'latin1'), Buffer.from(body, 'latin1')]);
}

// The From field with its address replaced by the one the message is sent from; the display name is kept
// as written. readFrom held the field to one mailbox: `address`, `<address>` or `name <address>`, so the
// address is the value itself, or what the last `<` and the last `>` of the field enclose (a name may hold
// `<` only quoted, before them; nothing but white space follows the `>`).
function fromLine(field: SubmittedField, message: SubmittedMessage, sentFrom: string): string {
  if (message.from.address.toLowerCase() === sentFrom.toLowerCase()) return field.line;
  const line = field.line;
  const close = line.lastIndexOf('>');
  if (close >= 0) {
    const open = line.lastIndexOf('<', close);
    return `${line.slice(0, open + 1)}${sentFrom}${line.slice(close)}`;
  }
  let start = line.indexOf(':') + 1;
  let end = line.length;
  while (start < end && ' \t\r\n'.includes(line[start])) start += 1;
  while (end > start && ' \t\r\n'.includes(line[end - 1])) end -= 1;
  return `${line.slice(0, start)}${sentFrom}${line.slice(end)}`;
}

// The From header's one mailbox, by the strict parser of POST /emails (libs/contracts, parseMailbox): a
// list, a group, a comment or anything else that is not one mailbox is refused rather than guessed at. A
// display name may be written in encoded words (RFC 2047), which the HTTP `from_name` has no need of:
// its syntax is checked with each encoded word standing for one word, and the decoded name is held to the
// rules of `from_name`.
function readFrom(written: string): { address: string; name: string } {
  if (written.length > MAX_WRITTEN_FROM_CHARS) throw badFrom('The From header is too long.');
  const bytes = Buffer.from(written, 'latin1');
  if (!isUtf8(bytes)) throw badFrom(NOT_TEXT('From header'));
  const value = bytes.toString('utf8');
  const angle = value.endsWith('>') ? value.lastIndexOf('<') : -1;
  const addressPart = angle >= 0 ? value.slice(angle) : value;
  const namePart = angle >= 0 ? value.slice(0, angle).trimEnd() : '';
  const mailbox = parseMailbox(addressPart);
  if (!mailbox) throw badFrom(`The From header "${shown(value)}" is not one valid email address.`);
  if (namePart === '') return { address: mailbox.address, name: '' };
  const encoded = namePart.includes('=?');
  const syntax = parseMailbox(
    `${encoded ? namePart.replace(ENCODED_WORDS, 'x') : namePart} ${PLACEHOLDER_ADDRESS}`,
  );
  if (!syntax) throw badFrom(`The From header "${shown(value)}" is not one valid email address.`);
  const name = encoded ? decodeWords(unquoted(namePart)) : syntax.name;
  if (name === undefined) throw badFrom(NOT_TEXT('From header'));
  if (CONTROL_CHARACTERS.test(name) || UNPRINTABLE_TEXT.test(name))
    throw badFrom('The display name of the From header may not contain control characters.');
  if (!withinCharacters(name, MAX_FROM_NAME_LENGTH))
    throw badFrom(
      `The display name of the From header may not be greater than ${MAX_FROM_NAME_LENGTH} characters.`,
    );
  return { address: mailbox.address, name };
}

// The Subject, decoded, under the rules of POST /emails' subject: at most one, at most 998 characters, no
// control characters (a tab, which folding may write, aside) and so no encoded line breaks.
function readSubject(written: string[]): string {
  if (written.length > 1) throw badSubject('The message may have one Subject header.');
  if ((written[0] ?? '').length > MAX_WRITTEN_SUBJECT_CHARS)
    throw badSubject(`The Subject may not be greater than ${MAX_SUBJECT_LENGTH} characters.`);
  const subject = decodeHeaderValue(written[0] ?? '');
  if (subject === undefined) throw badSubject(NOT_TEXT('Subject'));
  if (!withinCharacters(subject, MAX_SUBJECT_LENGTH))
    throw badSubject(`The Subject may not be greater than ${MAX_SUBJECT_LENGTH} characters.`);
  const untabbed = subject.replace(/\t/g, ' ');
  if (CONTROL_CHARACTERS.test(untabbed) || UNPRINTABLE_TEXT.test(untabbed))
    throw badSubject('The Subject may not contain control characters or line breaks.');
  return subject;
}

function unquoted(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"')
    ? name.slice(1, -1).replace(/\\(["\\])/g, '$1')
    : name;
}

function shown(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}...` : value;
}

function badFrom(message: string): ServiceError {
  return ServiceError.validation({ From: [message] });
}

const NOT_TEXT = (header: string): string =>
  `The ${header} is not text as written: its 8-bit bytes are no UTF-8, or an encoded word's are no text of the charset it names.`;

function badSubject(message: string): ServiceError {
  return ServiceError.validation({ Subject: [message] });
}

function addressesOf(field: 'To' | 'Cc', values: string[]): string[] {
  if (values.reduce((chars, value) => chars + value.length, 0) > MAX_WRITTEN_ADDRESS_LIST_CHARS) {
    throw ServiceError.validation({
      [field]: [
        `The ${field} header may not be longer than ${MAX_WRITTEN_ADDRESS_LIST_CHARS.toLocaleString('en-US')} characters.`,
      ],
    });
  }
  return values
    .flatMap((value) => addressparser(value, { flatten: true }))
    .map((entry) => entry.address.toLowerCase())
    .filter(Boolean);
}
