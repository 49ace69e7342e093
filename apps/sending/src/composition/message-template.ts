import { foldLines } from 'nodemailer/lib/mime-funcs';
import { encode, wrap } from 'nodemailer/lib/qp';
import { CopyBody, RenderedBody } from './copy-body';

// What differs between the copies of one transmission: each recipient's copy has its own Message-ID, Date,
// tracked HTML (its open pixel and click links) and unsubscribe link.
export interface CopyParts {
  messageId: string;
  date: Date;
  html: string | null;
  listUnsubscribeUrl?: string;
}

// Stand-ins for the per-copy parts in the message MailComposer composed once, found again by their random
// marker: the HTML part is quoted-printable (forced), in which the marker, letters and digits only, stays as
// it is.
export interface TemplateMarkers {
  messageId: string;
  html: string;
  listUnsubscribeUrl: string;
}

type HeaderSlot = 'message-id' | 'date' | 'list-unsubscribe';
const SLOTS: Record<string, HeaderSlot> = {
  'message-id': 'message-id',
  date: 'date',
  'list-unsubscribe': 'list-unsubscribe',
};

// One copy, unsigned: its header fields (each with its CRLF) and its body.
export interface UnsignedCopy {
  header: string;
  body: RenderedBody;
}

// A transmission's message, MIME-composed once (headers, text part, attachments, the multipart structure),
// into which each copy's parts are written: nodemailer's composition (its headers above all) costs several
// times what writing these parts does, and its output is the same for every copy but them.
export class MessageTemplate {
  private readonly head: ({ literal: string } | { slot: HeaderSlot })[] = [];
  private readonly body: CopyBody;
  // Bytes of the composed message.
  readonly size: number;

  constructor(
    composed: Buffer,
    markers: TemplateMarkers,
    private readonly messageIdDomain: string,
  ) {
    this.size = composed.length;
    const text = composed.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    for (const field of headerFields(text.slice(0, end + 2))) {
      const slot = SLOTS[field.slice(0, field.indexOf(':')).trim().toLowerCase()];
      this.head.push(slot ? { slot } : { literal: field });
    }
    const body = text.slice(end + 4);
    const at = body.indexOf(markers.html);
    const [before, after] = at < 0 ? [body, ''] : [body.slice(0, at), body.slice(at + markers.html.length)];
    const leftover = [markers.messageId, markers.listUnsubscribeUrl, markers.html].find(
      (marker) =>
        this.head.some((part) => 'literal' in part && part.literal.includes(marker)) ||
        before.includes(marker) ||
        after.includes(marker),
    );
    if (leftover) throw new Error('The composed message holds a per-copy part where it was not expected');
    this.body = new CopyBody(before, after);
  }

  // One copy, unsigned, as MailComposer would have written it (a 7-bit HTML part apart: always
  // quoted-printable here).
  render(parts: CopyParts): UnsignedCopy {
    let header = '';
    for (const part of this.head) {
      if ('literal' in part) header += part.literal;
      else if (part.slot === 'message-id')
        header += `${foldLines(`Message-ID: <${parts.messageId}@${this.messageIdDomain}>`, 76)}\r\n`;
      else if (part.slot === 'date')
        header += `Date: ${parts.date.toUTCString().replace(/GMT/, '+0000')}\r\n`;
      else {
        if (parts.listUnsubscribeUrl === undefined) throw new Error('This copy needs its unsubscribe link');
        header += `${foldLines(`List-Unsubscribe: <${parts.listUnsubscribeUrl}>`, 76)}\r\n`;
      }
    }
    return { header, body: this.body.render(parts.html === null ? '' : quotedPrintable(parts.html)) };
  }
}

// Each header field with its folded lines and its CRLF.
function headerFields(head: string): string[] {
  const fields: string[] = [];
  for (const line of head.split('\r\n').slice(0, -1)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && fields.length > 0)
      fields[fields.length - 1] += `${line}\r\n`;
    else fields.push(`${line}\r\n`);
  }
  return fields;
}

// As nodemailer encodes a text part: UTF-8, quoted-printable, soft line breaks at 76, CRLF line ends.
function quotedPrintable(text: string): string {
  return wrap(encode(text), 76).replace(/\r\n|\r|\n/g, '\r\n');
}
