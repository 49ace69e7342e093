import { Injectable } from '@nestjs/common';
import { BLOCKED_HEADER_NAMES, HEADER_NAME_PATTERN, hasLineBreak } from '@mailroom/contracts';
import { LruCache } from '@mailroom/rendering';
import MailComposer from 'nodemailer/lib/mail-composer';
import { createPrivateKey, KeyObject, randomUUID } from 'node:crypto';
import { DkimKey, dkimSign, dkimSignatureField } from './dkim-signer';
import { KeptMessages } from './kept-messages';
import { foldableHeaderValue } from './foldable-header-value';
import { MessageTemplate } from './message-template';
import { writeMimeTree } from './mime-tree';

export interface ComposeAttachment {
  name: string;
  type: string; // media type
  data: string; // base64
}

export interface DkimSigningKey {
  domainName: string;
  keySelector: string;
  privateKey: string; // PEM
}

// Bcc recipients are not part of the input: they only exist on the SMTP envelope.
export interface ComposeInput {
  // Copies with the same key share everything but their CopyParts (messageId, date, html,
  // listUnsubscribeUrl): the first one's composition is reused. Without it, composed afresh.
  templateKey?: string;
  messageId: string; // the Message-ID header becomes <messageId@dkim.domainName>
  from: { address: string; name?: string };
  replyTo?: string;
  to: string[];
  cc: string[];
  subject: string;
  html: string | null;
  text: string | null;
  attachments: ComposeAttachment[];
  headers: Record<string, string>; // custom headers, already validated by the send DTO
  // Non-transactional mail: List-Unsubscribe with this https/http link and RFC 8058's List-Unsubscribe-Post,
  // both covered by the DKIM signature (RFC 8058 section 4 requires it), as every header is.
  listUnsubscribeUrl?: string;
  date: Date;
  dkim: DkimSigningKey;
}

// The part of a msg-id left of '@' must be a dot-atom: no brackets, spaces or '@'.
const MESSAGE_ID_LEFT = /^[A-Za-z0-9._-]+$/;
// Goes between angle brackets in a header: no spaces, brackets or line breaks.
const HEADER_URL = /^https?:\/\/[^\s<>]+$/;
// One per sending domain in use; beyond this the oldest parsed key is dropped (and parsed again if needed).
const MAX_PARSED_KEYS = 1_000;
// Transmissions whose copies are being delivered at once; a template weighs what its message weighs.
const MAX_TEMPLATES = 64;
// A larger message (large attachments) is kept apart, one at a time.
const MAX_KEPT_MESSAGE_BYTES = 256 * 1024;

@Injectable()
export class MessageComposer {
  // Parsing a PEM key costs about twice the RSA signature itself: each key is parsed once.
  private readonly parsedKeys = new LruCache<string, KeyObject>(MAX_PARSED_KEYS);

  // Transmissions whose composed message is kept for their next copies.
  private readonly templates = new KeptMessages<MessageTemplate>(MAX_TEMPLATES, MAX_KEPT_MESSAGE_BYTES);
  // Submitted messages as signed (or being signed) for their first recipient, for the next ones.
  private readonly signedSubmissions = new KeptMessages<Promise<Buffer>>(
    MAX_TEMPLATES,
    MAX_KEPT_MESSAGE_BYTES,
  );

  async compose(input: ComposeInput): Promise<Buffer> {
    assertComposable(input);
    const { header, body } = this.templateFor(input).render(input);
    const field = await this.signing(input.dkim, (key) => dkimSignatureField(header, body.hash, key));
    return Buffer.concat([Buffer.from(field + header + '\r\n', 'latin1'), ...body.chunks]);
  }

  // The copies of one transmission differ only in CopyParts: its message is composed once and kept.
  private templateFor(input: ComposeInput): MessageTemplate {
    const key =
      input.templateKey === undefined
        ? undefined
        : `${input.templateKey} ${input.html === null} ${input.listUnsubscribeUrl === undefined} ${input.dkim.domainName}`;
    if (key === undefined) return composeTemplate(input);
    const kept = this.templates.get(key);
    if (kept) return kept;
    const template = composeTemplate(input);
    this.templates.set(key, template, template.size);
    return template;
  }

  // A message as a client submitted it (SMTP submission), signed as it is: it is not composed again. Every
  // recipient of a submission gets the same bytes, so the message of `submissionKey` (its transmission) is
  // signed once for all of them.
  signSubmitted(raw: Buffer, dkim: DkimSigningKey, submissionKey?: string): Promise<Buffer> {
    if (submissionKey === undefined) return this.sign(raw, dkim);
    const key = `${submissionKey} ${dkim.domainName} ${dkim.keySelector}`;
    const kept = this.signedSubmissions.get(key);
    if (kept) return kept;
    const signed = this.sign(raw, dkim);
    this.signedSubmissions.set(key, signed, raw.length);
    // A signature that failed is not kept: the next recipient's delivery tries again.
    signed.catch(() => this.signedSubmissions.forget(key, signed));
    return signed;
  }

  private sign(message: Buffer, dkim: DkimSigningKey): Promise<Buffer> {
    return this.signing(dkim, (key) => dkimSign(message, key));
  }

  // A message never leaves without the signature of its domain: a key that cannot sign is an error.
  private async signing<T>(
    { domainName, keySelector, privateKey }: DkimSigningKey,
    signWith: (key: DkimKey) => Promise<T>,
  ): Promise<T> {
    try {
      return await signWith({ domainName, keySelector, privateKey: this.parsedKey(privateKey) });
    } catch (error) {
      throw new Error(`DKIM signing failed for ${keySelector}._domainkey.${domainName}`, { cause: error });
    }
  }

  private parsedKey(pem: string): KeyObject {
    let key = this.parsedKeys.get(pem);
    if (key) return key;
    key = createPrivateKey(pem);
    this.parsedKeys.set(pem, key);
    return key;
  }
}

function composeTemplate(input: ComposeInput): MessageTemplate {
  const marker = randomHex();
  const markers = {
    messageId: `mrid${marker}`,
    html: `mrhtml${marker}`,
    listUnsubscribeUrl: `https://mr-unsubscribe-${marker}.invalid/`,
  };
  // nodemailer title-cases header names ('x-foo' -> 'X-Foo'); custom headers keep the caller's spelling.
  const customNames = new Map(Object.keys(input.headers).map((name) => [name.toLowerCase(), name]));
  const mime = new MailComposer({
    from: { name: input.from.name ?? '', address: input.from.address },
    ...(input.replyTo ? { replyTo: { name: '', address: input.replyTo } } : {}),
    // Objects, not strings: a string would go through nodemailer's address parser.
    to: input.to.map((address) => ({ name: '', address })),
    cc: input.cc.map((address) => ({ name: '', address })),
    subject: foldableHeaderValue(input.subject),
    messageId: `<${markers.messageId}@${input.dkim.domainName}>`,
    date: input.date,
    html:
      input.html === null
        ? undefined
        : { content: markers.html, contentTransferEncoding: 'quoted-printable' },
    text: input.text ?? undefined,
    attachments: input.attachments.map((attachment) => ({
      filename: attachment.name,
      contentType: attachment.type,
      content: Buffer.from(attachment.data, 'base64'),
    })),
    // A managed name here would be silently overridden by MailComposer or break the MIME tree;
    // assertComposable has already refused it, so that is an error instead.
    headers: {
      ...Object.fromEntries(
        Object.entries(input.headers).map(([name, value]) => [name, foldableHeaderValue(value)]),
      ),
      ...listUnsubscribeHeaders(
        input.listUnsubscribeUrl === undefined ? undefined : markers.listUnsubscribeUrl,
      ),
    },
    normalizeHeaderKey: (key) => customNames.get(key.toLowerCase()) ?? key,
    // 64 random bits, as MailComposer's own.
    baseBoundary: randomHex().slice(0, 16),
    // SMTP needs CRLF; text bodies arrive with bare LF.
    newline: 'windows',
    disableFileAccess: true,
    disableUrlAccess: true,
  }).compile();
  return new MessageTemplate(writeMimeTree(mime), markers, input.dkim.domainName);
}

// Random hex digits from randomUUID's buffered pool: cheaper than a randomBytes call each.
function randomHex(): string {
  return randomUUID().replaceAll('-', '');
}

export function messageSize(raw: Buffer): number {
  return raw.byteLength;
}

function listUnsubscribeHeaders(url: string | undefined): Record<string, string> {
  if (url === undefined) return {};
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function assertComposable(input: ComposeInput): void {
  for (const [name, value] of Object.entries(input.headers)) {
    if (!HEADER_NAME_PATTERN.test(name)) throw new Error(`Invalid custom header name "${name}"`);
    if (BLOCKED_HEADER_NAMES.includes(name.toLowerCase()))
      throw new Error(`The ${name} header is managed by the service and cannot be a custom header`);
    if (hasLineBreak(value)) throw new Error(`The value of the ${name} header contains a line break`);
  }
  if (input.listUnsubscribeUrl !== undefined && !HEADER_URL.test(input.listUnsubscribeUrl))
    throw new Error('Invalid List-Unsubscribe URL');
  if (!MESSAGE_ID_LEFT.test(input.messageId)) throw new Error(`Invalid message id "${input.messageId}"`);
  if (Number.isNaN(input.date.getTime())) throw new Error('Invalid message date');
}
