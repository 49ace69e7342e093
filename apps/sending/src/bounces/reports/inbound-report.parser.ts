import { simpleParser } from 'mailparser';
import { printableText } from '@mailroom/contracts';
import { feedbackType } from './feedback-type';
import { ComplaintReport, DeliveryReport, InboundReport, RecipientStatus } from './inbound-report';

const PARSE_OPTIONS = {
  keepDeliveryStatus: true,
  skipHtmlToText: true,
  // The text as HTML is never read; building it held the event loop for a third of a second on 9 MiB of text.
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
} as const;

// Who sends bounces: mailer-daemon@, postmaster@, or the null sender.
const BOUNCER = /^(?:mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
const BOUNCE_SUBJECT =
  /undeliver|delivery (?:status notification|failure|failed|has failed)|returned mail|failure notice|mail delivery failed|non-?delivery|could not be delivered|delivery problem/i;
// The plain-text warnings of a delayed message, which are not bounces.
const WARNING = /warning only|still being retried|will (?:continue to |keep )?(?:try|retry)|delayed mail/i;
// A line that opens a plain-text bounce's recipient: `<user@example.com>:` or `user@example.com:`.
const TEXT_RECIPIENT = /^<?([^\s<>@:]+@[^\s<>:]+?)>?:(?:\s|$)/m;
const SMTP_REPLY = /\b([45]\d\d)(?:[ :-]+([45]\.\d{1,3}\.\d{1,3})\b)?/;
// The parts of a feedback report that hold the reported message (RFC 5965, 2).
const ORIGINAL_PART_TYPES = new Set(['message/rfc822', 'text/rfc822-headers']);
// How much of the reported message is searched for its header block.
const MAX_ORIGINAL_HEADER_BYTES = 64 * 1024;
const ORIGINAL_MESSAGE =
  /^(?:-+ ?(?:below this line is a copy of the message|original message follows|this is a copy of the message)|-+ ?original message ?-+)/im;
// How much of a report part (message/feedback-report, message/delivery-status) is read: its fields are a
// few hundred bytes per block. Anyone on the internet writes a report, so the work is bounded before it is
// done: at most this many bytes, blocks and fields, read by one linear scan.
export const MAX_REPORT_PART_BYTES = 64 * 1024;
// An ARF report needs its first block; a DSN its per-message block and one block per recipient (a message
// of this service has one recipient; a report naming a hundred is already odd).
export const MAX_REPORT_BLOCKS = 101;
export const MAX_BLOCK_FIELDS = 100;
// How much of a plain-text bounce's text is searched for the recipient and the reply.
export const MAX_PLAIN_TEXT_CHARS = 64 * 1024;
// What a report says comes first (RFC 3464, 2; RFC 5965, 2): its human-readable part, its report part,
// then the copy of the original message, which may be as large as the message was. mailparser reads about
// 6 MB a second of plain lines, so only the first MAX_PARSED_REPORT_BYTES of a message are parsed: a
// message of 10 MB held the process for a second.
export const MAX_PARSED_REPORT_BYTES = 1024 * 1024;
// mailparser reads these fields of every MIME node's header as address lists, at about half a millisecond
// a KiB: a message of 10 MiB of them cost seconds of CPU. A report has a few short ones (its From, To, the
// headers of its parts), so a message holding more than MAX_ADDRESS_FIELD_BYTES of lines that may be such
// fields, counted by one linear scan before mailparser starts, is no report.
export const MAX_ADDRESS_FIELD_BYTES = 64 * 1024;
// A line where an address field's name may stand as mailsplit reads one. mailsplit splits lines at LF, runs
// a line together with the lines folded under it (those that start with a space or tab; a header block's
// first line starts a field whatever it starts with) and names the field by what precedes its first colon,
// trimmed and lower-cased; that colon may come in a folded line. So the name stands on a line of its own
// field, past whitespace only, followed by whitespace and a colon or the line's end.
const ADDRESS_FIELD_NAME =
  /(?:^|\n)[\t\v\f\r \xa0]*(?:from|to|cc|bcc|sender|reply-to|delivered-to|return-path|disposition-notification-to)[\t\v\f\r \xa0]*(?::|(?=\n|$))/gi;

// Parses what arrived at a bounce address (mailparser reads the MIME structure; the report parts are header
// blocks, read by mailparser too). The multipart/report kinds come first; a plain-text bounce is recognised
// by its sender (or the null sender) and its words, as Yahoo and older MTAs send them.
export async function parseInboundReport(raw: Buffer, envelopeFrom: string): Promise<InboundReport> {
  return printable(await parse(raw, envelopeFrom));
}

async function parse(message: Buffer, envelopeFrom: string): Promise<InboundReport> {
  const raw = message.subarray(0, MAX_PARSED_REPORT_BYTES);
  if (holdsTooManyAddressFields(raw)) {
    return { kind: 'unusable', why: `address fields of more than ${MAX_ADDRESS_FIELD_BYTES} bytes` };
  }
  const mail = await simpleParser(raw, PARSE_OPTIONS);
  const parts = mail.attachments;
  const feedback = parts.find((part) => part.contentType === 'message/feedback-report');
  if (feedback) {
    const original = parts.find((part) => ORIGINAL_PART_TYPES.has(part.contentType));
    return complaint(
      headerBlocks(feedback.content, 1),
      mail.from?.value[0]?.address,
      original && returnPath(original.content),
    );
  }
  const status = parts.find((part) => part.contentType === 'message/delivery-status');
  if (status) return rfc3464(headerBlocks(status.content, MAX_REPORT_BLOCKS));

  const from = mail.from?.value[0]?.address ?? '';
  const fromBouncer = envelopeFrom === '' || BOUNCER.test(from);
  if (!fromBouncer || !BOUNCE_SUBJECT.test(`${mail.subject ?? ''}\n${mail.text ?? ''}`)) {
    return { kind: 'unusable', why: 'neither a delivery status notification nor a feedback report' };
  }
  return plainTextBounce((mail.text ?? '').slice(0, MAX_PLAIN_TEXT_CHARS), mail.subject ?? '');
}

// Whether `raw` holds more than `bound` bytes in the folded lines around the lines where an address field's
// name may stand. A body's lines that look like such a field count too: never less than mailparser reads.
// Each character is looked at a bounded number of times: linear in the message.
export function holdsTooManyAddressFields(raw: Buffer, bound = MAX_ADDRESS_FIELD_BYTES): boolean {
  const text = raw.toString('latin1');
  let bytes = 0;
  let countedUntil = 0;
  for (const { index } of text.matchAll(ADDRESS_FIELD_NAME)) {
    const line = text[index] === '\n' ? index + 1 : index;
    if (line < countedUntil) continue;
    const { start, end } = foldedLines(text, line);
    bytes += end - start;
    if (bytes > bound) return true;
    countedUntil = end;
  }
  return false;
}

// The lines folded together with the line starting at `line`: from the last line before it (or itself) that
// does not start with a space or tab, to the end of the last line after it that does.
function foldedLines(text: string, line: number): { start: number; end: number } {
  const folded = (at: number) => text[at] === ' ' || text[at] === '\t';
  let start = line;
  // text[start - 1] ends the line before; the one before that ends the line before it.
  while (start > 0 && folded(start)) start = start >= 2 ? text.lastIndexOf('\n', start - 2) + 1 : 0;
  let end = text.indexOf('\n', line);
  while (end !== -1 && folded(end + 1)) end = text.indexOf('\n', end + 1);
  return { start, end: end === -1 ? text.length : end };
}

function complaint(
  blocks: Map<string, string>[],
  reporter: string | undefined,
  originalReturnPath: string | undefined,
): InboundReport {
  const fields = blocks[0] ?? new Map<string, string>();
  const type = feedbackType(fields.get('feedback-type') ?? '');
  if (!type) return { kind: 'unusable', why: 'a feedback report without Feedback-Type' };
  if (!type.complaint) return { kind: 'unusable', why: `a ${type.type} feedback report` };
  const report: ComplaintReport = { kind: 'complaint', feedbackType: type.type };
  const recipient = address(fields.get('original-rcpt-to'));
  if (recipient) report.recipient = recipient;
  if (reporter?.includes('@'))
    report.reportedBy = reporter.slice(reporter.lastIndexOf('@') + 1).toLowerCase();
  const originalMailFrom = address(fields.get('original-mail-from')) ?? originalReturnPath;
  if (originalMailFrom) report.originalMailFrom = originalMailFrom;
  return report;
}

// The Return-Path field of the reported message's header block (the copy a report carries, whole or its
// headers only), which the receiving server wrote from the envelope sender.
function returnPath(original: Buffer): string | undefined {
  const head = original
    .subarray(0, MAX_ORIGINAL_HEADER_BYTES)
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0];
  const field = /^return-path:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(head);
  return address(field?.[1]);
}

// RFC 3464: the per-message fields, then one block per recipient.
function rfc3464(blocks: Map<string, string>[]): InboundReport {
  const recipients: RecipientStatus[] = blocks
    .slice(1)
    .filter((fields) => fields.has('action'))
    .map((fields) => {
      const recipient = address(fields.get('final-recipient') ?? fields.get('original-recipient'));
      const diagnostic = fields.get('diagnostic-code');
      return {
        action: fields.get('action')!.trim().toLowerCase(),
        ...(recipient ? { recipient } : {}),
        ...(fields.get('status') ? { status: fields.get('status')!.trim().split(/\s/)[0] } : {}),
        ...(diagnostic ? { diagnostic: withoutType(diagnostic) } : {}),
      };
    });
  if (recipients.length === 0) return { kind: 'unusable', why: 'a delivery status without recipients' };
  const report: DeliveryReport = { kind: 'delivery', format: 'rfc3464', recipients };
  return report;
}

function plainTextBounce(text: string, subject: string): InboundReport {
  // What comes after the copy of the original message is not the bounce's own words.
  const own = text.split(ORIGINAL_MESSAGE)[0];
  if (WARNING.test(`${subject}\n${own}`)) return { kind: 'unusable', why: 'a delay warning' };
  const named = TEXT_RECIPIENT.exec(own);
  // The recipient's paragraph holds the server's reply; without a named recipient, the whole text.
  const paragraph = named ? own.slice(named.index).split(/\n\s*\n/)[0] : own;
  const reply = unfold(named ? paragraph.slice(named[0].length) : paragraph);
  const code = SMTP_REPLY.exec(reply);
  const status: RecipientStatus = {
    // Warnings are gone: this is a final failure, even after temporary (4xx) ones (a soft bounce then).
    action: 'failed',
    ...(named ? { recipient: named[1].toLowerCase() } : {}),
    ...(code?.[2] ? { status: code[2] } : {}),
    diagnostic: code ? reply.slice(code.index) : reply,
  };
  return { kind: 'delivery', format: 'text', recipients: [status] };
}

// A report part is blocks of header fields separated by blank lines (RFC 3464, 2.1; RFC 5965, 3.1). Read
// by one scan of at most MAX_REPORT_PART_BYTES, up to `maxBlocks` non-empty blocks of at most
// MAX_BLOCK_FIELDS fields each: as mailparser reads a header, names are lower-cased, folded lines unfolded
// to one space, values trimmed, and a line that is neither a field nor its continuation is skipped. A field
// named twice in a block keeps its first value.
export function headerBlocks(content: Buffer, maxBlocks: number): Map<string, string>[] {
  const text = content.subarray(0, MAX_REPORT_PART_BYTES).toString('utf8');
  const blocks: Map<string, string>[] = [];
  let fields = new Map<string, string>();
  let name: string | undefined;
  let value = '';
  let written = false;
  const endField = (): void => {
    if (name !== undefined && !fields.has(name)) fields.set(name, value.trim());
    name = undefined;
  };
  const endBlock = (): boolean => {
    endField();
    if (written) blocks.push(fields);
    fields = new Map();
    written = false;
    return blocks.length >= maxBlocks;
  };
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
    if (line.trim() === '') {
      if (endBlock()) return blocks;
      continue;
    }
    written = true;
    if (line[0] === ' ' || line[0] === '\t') {
      if (name !== undefined) value += ` ${line.trimStart()}`;
    } else {
      endField();
      const colon = line.indexOf(':');
      if (colon > 0 && fields.size < MAX_BLOCK_FIELDS) {
        name = line.slice(0, colon).trim().toLowerCase();
        value = line.slice(colon + 1);
      }
    }
  }
  endBlock();
  return blocks;
}

// `rfc822; user@example.com` or `<user@example.com>`: the first word (between white space, `<`, `>` and
// `;`) with an `@` inside it. Found by one split, not by an unanchored regex, which tried every start
// position against the rest of the text: quadratic on a long value without an `@`.
export function address(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const value = field.includes(';') ? field.slice(field.indexOf(';') + 1) : field;
  for (const word of value.split(/[\s<>;]+/)) {
    const at = word.indexOf('@', 1);
    if (at > 0 && at < word.length - 1) return word.toLowerCase();
  }
  return undefined;
}

// `smtp; 550 5.1.1 ...` -> `550 5.1.1 ...`
function withoutType(diagnostic: string): string {
  return unfold(diagnostic.replace(/^\s*[A-Za-z][\w-]*\s*;\s*/, ''));
}

function unfold(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// Anyone on the internet writes a report: every text of it is made printable (printableText), so that the
// report is recorded rather than refused.
function printable<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, printable(field)])) as T;
  }
  return value;
}
