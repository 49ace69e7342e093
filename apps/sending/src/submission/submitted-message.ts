import { ErrorCode, IDEMPOTENCY_KEY_PATTERN, ServiceError } from '@mailroom/contracts';
import addressparser from 'nodemailer/lib/addressparser';
import { fieldValue, HeaderField, headerFields, splitMessage } from '../composition/header-fields';
import { decodeHeaderValue } from './encoded-words';

// Header fields the service reads and removes: Bcc must not reach any recipient, and Idempotency-Key is an
// instruction to the service, as the HTTP header is.
const REMOVED_FIELDS = new Set(['bcc', 'idempotency-key']);

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

export function readSubmittedMessage(raw: Buffer): SubmittedMessage {
  const fields = headerFields(splitMessage(raw.toString('latin1')).header);
  const values = (name: string): string[] => fields.filter((f) => f.name === name).map(fieldValue);
  const from = values('from');
  const senders = from.length === 1 ? addressparser(from[0], { flatten: true }) : [];
  if (senders.length !== 1 || !senders[0].address) {
    throw new ServiceError({
      status: 400,
      error_code: ErrorCode.invalidDomain,
      message: 'The message must have one From header naming one address.',
    });
  }
  const idempotencyKeys = values('idempotency-key');
  if (
    idempotencyKeys.length > 1 ||
    (idempotencyKeys[0] && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKeys[0]))
  ) {
    throw ServiceError.validation({
      'Idempotency-Key': [
        'One Idempotency-Key header, of 1 to 255 characters of A-Z, a-z, 0-9, ".", "_" or "-".',
      ],
    });
  }
  return {
    from: { address: senders[0].address, name: decodeHeaderValue(senders[0].name) },
    to: addressesOf(values('to')),
    cc: addressesOf(values('cc')),
    subject: decodeHeaderValue(values('subject')[0] ?? ''),
    idempotencyKey: idempotencyKeys[0],
    hasMessageId: values('message-id').length > 0,
    hasDate: values('date').length > 0,
  };
}

// The message as it is delivered: without Bcc and Idempotency-Key, with a Message-ID and a Date when the
// client wrote none, and with the From address it is sent from when that is not the one written (a sandbox
// key's mail, sent from the sandbox domain). Everything else, body included, is kept byte for byte.
export function deliverableMessage(
  raw: Buffer,
  message: SubmittedMessage,
  added: { messageId: string; date: Date; sentFrom: string },
): Buffer {
  const { header, body, separator } = splitMessage(raw.toString('latin1'));
  const kept = headerFields(header).filter((field: HeaderField) => !REMOVED_FIELDS.has(field.name));
  const lines = [
    ...(message.hasMessageId ? [] : [`Message-ID: <${added.messageId}>`]),
    ...(message.hasDate ? [] : [`Date: ${added.date.toUTCString().replace('GMT', '+0000')}`]),
    ...kept.map((field) =>
      field.name === 'from' ? fromLine(field.line, message, added.sentFrom) : field.line,
    ),
  ];
  return Buffer.concat([Buffer.from(lines.join('\r\n') + separator, 'latin1'), Buffer.from(body, 'latin1')]);
}

// The From field with its address replaced by the one the message is sent from (the last occurrence: a
// display name may quote the address too); the display name is kept as written.
function fromLine(line: string, message: SubmittedMessage, sentFrom: string): string {
  const written = message.from.address;
  if (written.toLowerCase() === sentFrom.toLowerCase()) return line;
  const at = line.toLowerCase().lastIndexOf(written.toLowerCase());
  return at < 0 ? `From: <${sentFrom}>` : line.slice(0, at) + sentFrom + line.slice(at + written.length);
}

function addressesOf(values: string[]): string[] {
  return values
    .flatMap((value) => addressparser(value, { flatten: true }))
    .map((entry) => entry.address.toLowerCase())
    .filter(Boolean);
}
