import { simpleParser } from 'mailparser';
import { printableText } from '@mailroom/contracts';
import { ComplaintReport, DeliveryReport, InboundReport, RecipientStatus } from './inbound-report';

const PARSE_OPTIONS = {
  keepDeliveryStatus: true,
  skipHtmlToText: true,
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

// Parses what arrived at a bounce address (mailparser reads the MIME structure; the report parts are header
// blocks, read by mailparser too). The multipart/report kinds come first; a plain-text bounce is recognised
// by its sender (or the null sender) and its words, as Yahoo and older MTAs send them.
export async function parseInboundReport(raw: Buffer, envelopeFrom: string): Promise<InboundReport> {
  return printable(await parse(raw, envelopeFrom));
}

async function parse(raw: Buffer, envelopeFrom: string): Promise<InboundReport> {
  const mail = await simpleParser(raw, PARSE_OPTIONS);
  const parts = mail.attachments;
  const feedback = parts.find((part) => part.contentType === 'message/feedback-report');
  if (feedback) {
    const original = parts.find((part) => ORIGINAL_PART_TYPES.has(part.contentType));
    return complaint(
      await headerBlocks(feedback.content),
      mail.from?.value[0]?.address,
      original && returnPath(original.content),
    );
  }
  const status = parts.find((part) => part.contentType === 'message/delivery-status');
  if (status) return rfc3464(await headerBlocks(status.content));

  const from = mail.from?.value[0]?.address ?? '';
  const fromBouncer = envelopeFrom === '' || BOUNCER.test(from);
  if (!fromBouncer || !BOUNCE_SUBJECT.test(`${mail.subject ?? ''}\n${mail.text ?? ''}`)) {
    return { kind: 'unusable', why: 'neither a delivery status notification nor a feedback report' };
  }
  return plainTextBounce(mail.text ?? '', mail.subject ?? '');
}

function complaint(
  blocks: Map<string, string>[],
  reporter: string | undefined,
  originalReturnPath: string | undefined,
): InboundReport {
  const fields = blocks[0] ?? new Map<string, string>();
  const feedbackType = fields.get('feedback-type')?.trim().toLowerCase();
  if (!feedbackType) return { kind: 'unusable', why: 'a feedback report without Feedback-Type' };
  // RFC 6430: the reader says the message is wanted after all.
  if (feedbackType === 'not-spam') return { kind: 'unusable', why: 'a not-spam feedback report' };
  const report: ComplaintReport = { kind: 'complaint', feedbackType };
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

// A report part is blocks of header fields separated by blank lines; each block is read as a header.
async function headerBlocks(content: Buffer): Promise<Map<string, string>[]> {
  const blocks = content
    .toString('utf8')
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .filter((block) => block.trim() !== '');
  return Promise.all(
    blocks.map(async (block) => {
      const parsed = await simpleParser(`${block.trim()}\r\n\r\n`, PARSE_OPTIONS);
      const fields = new Map<string, string>();
      // The report fields are no headers mailparser knows, so it leaves their values as text.
      for (const [name, value] of parsed.headers) if (typeof value === 'string') fields.set(name, value);
      return fields;
    }),
  );
}

// `rfc822; user@example.com` or `<user@example.com>`.
function address(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const value = field.includes(';') ? field.slice(field.indexOf(';') + 1) : field;
  const match = /<?([^\s<>;]+@[^\s<>;]+)>?/.exec(value);
  return match ? match[1].toLowerCase() : undefined;
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
