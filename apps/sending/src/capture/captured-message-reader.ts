import { Inject, Injectable } from '@nestjs/common';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { AddressObject, simpleParser } from 'mailparser';
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
const HEADER_END = /\r?\n\r?\n/;

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

  async content(message: CapturedMessage): Promise<Omit<CapturedMessageContent, 'summary_error'>> {
    const [parsed, dkim] = await Promise.all([
      simpleParser(message.raw, { skipImageLinks: true, skipTextLinks: true }),
      this.verifyDkim(message.raw),
    ]);
    return {
      subject: parsed.subject ?? null,
      from: addresses(parsed.from),
      to: addresses(parsed.to),
      cc: addresses(parsed.cc),
      date: parsed.date ? parsed.date.toISOString() : null,
      message_id: parsed.messageId ?? null,
      headers: parsed.headerLines.map(({ line }) => headerOf(line)),
      html: parsed.html || null,
      text: parsed.text || null,
      attachments: parsed.attachments.map((a) => ({
        filename: a.filename ?? null,
        content_type: a.contentType,
        size: a.size,
      })),
      dkim,
    };
  }

  private async parseSummary(raw: Buffer): Promise<CapturedMessageSummary> {
    const text = raw.toString('latin1');
    const end = HEADER_END.exec(text);
    const headerBlock = end ? raw.subarray(0, end.index) : raw;
    // One message the parser cannot read must not fail the list it is in: it is listed with what is known.
    try {
      const parsed = await simpleParser(Buffer.concat([headerBlock, Buffer.from('\r\n\r\n')]));
      return { subject: parsed.subject ?? null, from: addresses(parsed.from), summary_error: null };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { subject: null, from: null, summary_error: `The header could not be read: ${reason}` };
    }
  }

  private async verifyDkim(raw: Buffer): Promise<CapturedDkimResult[]> {
    const outcome = await dkimVerify(raw, {
      resolver: async (name: string, type: string) => {
        if (type !== 'TXT') throw Object.assign(new Error(`no ${type} look-ups`), { code: 'ENOTFOUND' });
        return this.resolver.resolveTxt(name);
      },
    });
    return outcome.results.map((r) => ({
      result: r.status.result,
      signing_domain: r.signingDomain ?? null,
      selector: r.selector ?? null,
      comment: r.status.comment ?? null,
    }));
  }
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
