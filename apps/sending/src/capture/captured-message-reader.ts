import { Inject, Injectable } from '@nestjs/common';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { AddressObject, ParsedMail, simpleParser } from 'mailparser';
import { Resolver } from 'node:dns/promises';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { CapturedMessage } from './capture-store';

export interface CapturedMessageSummary {
  subject: string | null;
  from: string | null;
  // Why the header could not be read (mailparser refused it: a header larger than it takes, say); null when
  // it was read.
  summary_error: string | null;
}

export interface CapturedDkimResult {
  // pass, fail, neutral, policy, temperror, permerror (RFC 8601), as a receiving server decides it.
  result: string;
  signing_domain: string | null;
  selector: string | null;
  comment: string | null;
}

export interface CapturedMessageContent extends CapturedMessageSummary {
  // Why the message could not be read in full (mailparser refused or failed on it, or its signatures could
  // not be checked); null when it was. What could still be read is shown beside it.
  parse_error: string | null;
  to: string | null;
  cc: string | null;
  date: string | null;
  message_id: string | null;
  // Every header line in the order of the message, unfolded.
  headers: { name: string; value: string }[];
  html: string | null;
  text: string | null;
  attachments: { filename: string | null; content_type: string; size: number }[];
  dkim: CapturedDkimResult[];
}

const DNS_TIMEOUT_MS = 3_000;
const CR = 0x0d;
// The view shows the message's own parts: its HTML is not converted to text (html-to-text took 20 s of CPU
// for 19 MiB of HTML) nor its text to HTML (3 s of one block for 21 MiB of text).
const PARSE_OPTIONS = {
  skipImageLinks: true,
  skipTextLinks: true,
  skipHtmlToText: true,
  skipTextToHtml: true,
};
// Each signature hashes the body again and looks up a key: 2,000 of them took 17 s. A message with more
// than this many is shown unverified, as a receiving server may leave it (RFC 6376 section 6.1).
export const MAX_VERIFIED_DKIM_SIGNATURES = 10;

// Reads a captured message as a mail client would: parsed (mailparser) and its DKIM signatures verified
// (mailauth) with the TXT look-ups sent to DNS_SERVERS, like any receiving server.
@Injectable()
export class CapturedMessageReader {
  private readonly summaries = new WeakMap<CapturedMessage, Promise<CapturedMessageSummary>>();
  private readonly resolver: Resolver;

  constructor(@Inject(SENDING_CONFIG) config: SendingConfig) {
    this.resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
    if (config.dnsServers.length > 0) this.resolver.setServers([...config.dnsServers]);
  }

  // The list shows subject and sender: the header block alone is parsed, once per message.
  summary(message: CapturedMessage): Promise<CapturedMessageSummary> {
    let summary = this.summaries.get(message);
    if (!summary) {
      summary = this.parseSummary(message.raw);
      this.summaries.set(message, summary);
    }
    return summary;
  }

  // A message mailparser refuses or fails on is still answered: its header alone is read if it can be (the
  // body then shows as empty), and parse_error says why.
  async content(message: CapturedMessage): Promise<Omit<CapturedMessageContent, 'summary_error'>> {
    const [parsed, dkim] = await Promise.all([this.parse(message.raw), this.verifyDkim(message.raw)]);
    const mail = parsed.mail;
    const problems = [parsed.error, dkim.error].filter((problem): problem is string => problem !== null);
    return {
      subject: mail?.subject ?? null,
      from: addresses(mail?.from),
      to: addresses(mail?.to),
      cc: addresses(mail?.cc),
      date: mail?.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
      message_id: mail?.messageId ?? null,
      headers: (mail?.headerLines ?? []).map(({ line }) => headerOf(line)),
      html: (parsed.error === null && mail?.html) || null,
      text: (parsed.error === null && mail?.text) || null,
      attachments: (parsed.error === null ? (mail?.attachments ?? []) : []).map((a) => ({
        filename: a.filename ?? null,
        content_type: a.contentType,
        size: a.size,
      })),
      dkim: dkim.results,
      parse_error: problems.length > 0 ? problems.join(' ') : null,
    };
  }

  private async parse(raw: Buffer): Promise<{ mail: ParsedMail | null; error: string | null }> {
    try {
      return { mail: await simpleParser(raw, PARSE_OPTIONS), error: null };
    } catch (error) {
      const problem = `The message could not be parsed: ${reasonOf(error)}.`;
      try {
        return { mail: await simpleParser(headerBlockOf(raw), PARSE_OPTIONS), error: problem };
      } catch {
        return { mail: null, error: problem };
      }
    }
  }

  private async parseSummary(raw: Buffer): Promise<CapturedMessageSummary> {
    // One message the parser cannot read must not fail the list it is in: it is listed with what is known.
    try {
      const parsed = await simpleParser(headerBlockOf(raw));
      return { subject: parsed.subject ?? null, from: addresses(parsed.from), summary_error: null };
    } catch (error) {
      return { subject: null, from: null, summary_error: `The header could not be read: ${reasonOf(error)}` };
    }
  }

  private async verifyDkim(raw: Buffer): Promise<{ results: CapturedDkimResult[]; error: string | null }> {
    const signatures = dkimSignatureCount(raw);
    if (signatures > MAX_VERIFIED_DKIM_SIGNATURES) {
      return {
        results: [],
        error:
          `The DKIM signatures were not verified: the message carries ${signatures}, more than ` +
          `${MAX_VERIFIED_DKIM_SIGNATURES}.`,
      };
    }
    try {
      const outcome = await dkimVerify(raw, {
        resolver: async (name: string, type: string) => {
          if (type !== 'TXT') throw Object.assign(new Error(`no ${type} look-ups`), { code: 'ENOTFOUND' });
          return this.resolver.resolveTxt(name);
        },
      });
      const results = outcome.results.map((r) => ({
        result: r.status.result,
        signing_domain: r.signingDomain ?? null,
        selector: r.selector ?? null,
        comment: r.status.comment ?? null,
      }));
      return { results, error: null };
    } catch (error) {
      return { results: [], error: `The DKIM signatures could not be verified: ${reasonOf(error)}.` };
    }
  }
}

// The header block alone, ended as a message with no body.
function headerBlockOf(raw: Buffer): Buffer {
  return Buffer.concat([raw.subarray(0, headerEnd(raw)), Buffer.from('\r\n\r\n')]);
}

// Where /\r?\n\r?\n/ first matches (the message's length when it does not), found in the bytes: a message
// is not decoded whole (up to 25 MB) to find its first lines.
function headerEnd(raw: Buffer): number {
  const blankLines = [raw.indexOf('\n\n'), raw.indexOf('\n\r\n')].filter((at) => at >= 0);
  if (blankLines.length === 0) return raw.length;
  const lf = Math.min(...blankLines);
  return raw[lf - 1] === CR ? lf - 1 : lf;
}

// The header fields named DKIM-Signature, read as mailauth reads them: a line starting with white space
// continues the field before it (the first line excepted), and a field's name is what precedes the first
// colon of the field, its lines joined, trimmed and in any case. Not composition's headerFields, which reads
// the header sending writes (a line without a colon is no field there): a count below mailauth's would let
// more signatures than the bound be verified.
export function dkimSignatureCount(raw: Buffer): number {
  const fields: string[][] = [];
  for (const line of headerBlockOf(raw).toString('latin1').split(/\r?\n/)) {
    if (fields.length > 0 && /^\s/.test(line)) fields[fields.length - 1].push(line);
    else fields.push([line]);
  }
  let count = 0;
  for (const lines of fields) {
    const field = lines.join('\r\n');
    const colon = field.indexOf(':');
    if ((colon < 0 ? field : field.slice(0, colon)).trim().toLowerCase() === 'dkim-signature') count++;
  }
  return count;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function addresses(value: AddressObject | AddressObject[] | undefined): string | null {
  if (!value) return null;
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}

function headerOf(line: string): { name: string; value: string } {
  const colon = line.indexOf(':');
  return {
    name: colon < 0 ? line : line.slice(0, colon),
    value:
      colon < 0
        ? ''
        : line
            .slice(colon + 1)
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim(),
  };
}
