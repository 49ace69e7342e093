import { KeyObject, sign } from 'node:crypto';
import { bodyHash } from './body-canonicalization';
import { HeaderField, headerFields, splitMessage } from './header-fields';

export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: KeyObject;
}

// Header fields a relay may add or rewrite on the way: signing them would break the signature in transit.
const UNSIGNED_FIELDS = new Set([
  'return-path',
  'received',
  'dkim-signature',
  'arc-seal',
  'arc-message-signature',
  'arc-authentication-results',
  'authentication-results',
  'delivered-to',
  'x-original-to',
]);
// Listed once more than they occur, so that a From added in transit breaks the signature (RFC 6376 8.15).
const OVER_SIGNED_FIELDS = ['from'];

// A DKIM signature (RFC 6376, rsa-sha256, relaxed/relaxed) over every header field of the message but the
// trace fields (Received, Return-Path, ARC, ...): From (over-signed), To, Cc, Reply-To, Subject, Date,
// Message-ID, MIME-Version, Content-Type, List-Unsubscribe(-Post) and the custom headers. nodemailer's
// signer cannot over-sign (it lists each name once, and only names present), so the header part is done
// here; the result is checked by mailauth and by dkimpy in the tests. The RSA signature itself, the largest
// cost of a delivered message, runs on libuv's thread pool (crypto.sign with a callback), so that the event
// loop goes on with other messages, requests and commits meanwhile, on another core where there is one.
export async function dkimSign(message: Buffer, key: DkimKey, now = new Date()): Promise<Buffer> {
  const { header, body } = splitMessage(message.toString('latin1'));
  const field = await dkimSignatureField(header, bodyHash(body), key, now);
  return Buffer.concat([Buffer.from(field, 'latin1'), message]);
}

// The DKIM-Signature field, with its CRLF, of the message with these header fields whose body hashes to
// `bodyHash` (bh=, as bodyHash gives it): a copy composed from a template brings its body's hash along.
export async function dkimSignatureField(
  header: string,
  bodyHash: string,
  key: DkimKey,
  now = new Date(),
): Promise<string> {
  const fields = headerFields(header);
  const names: string[] = [];
  for (const field of fields) if (!UNSIGNED_FIELDS.has(field.name)) names.push(field.name);
  for (const name of OVER_SIGNED_FIELDS) if (names.includes(name)) names.push(name);

  const head =
    `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${key.domainName}; s=${key.keySelector};\r\n` +
    `\tt=${Math.floor(now.getTime() / 1000)}; h=${names.join(':')};\r\n\tbh=${bodyHash};\r\n\tb=`;
  const signed = selectedFields(fields, names).map((field) => `${relaxedField(field.line)}\r\n`);
  const data = signed.join('') + relaxedField(head);
  const signature = (await signOffThread(Buffer.from(data, 'latin1'), key.privateKey)).toString('base64');
  return `${head}${folded(signature)}\r\n`;
}

function signOffThread(data: Buffer, privateKey: KeyObject): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    sign('sha256', data, privateKey, (error, signature) => (error ? reject(error) : resolve(signature))),
  );
}

// The signature in lines of 72 characters.
function folded(signature: string): string {
  const lines: string[] = [];
  for (let at = 0; at < signature.length; at += 72) lines.push(signature.slice(at, at + 72));
  return lines.join('\r\n\t');
}

// RFC 6376 5.4.2: each listed name takes the next instance of the field from the bottom up; a name listed
// more often than the field occurs adds nothing. Linear in the fields: a submitted message may hold tens of
// thousands.
function selectedFields(fields: HeaderField[], names: string[]): HeaderField[] {
  const instances = new Map<string, HeaderField[]>();
  for (const field of fields) {
    const same = instances.get(field.name);
    if (same) same.push(field);
    else instances.set(field.name, [field]);
  }
  const selected: HeaderField[] = [];
  for (const name of names) {
    const field = instances.get(name)?.pop();
    if (field) selected.push(field);
  }
  return selected;
}

// RFC 6376 3.4.2.
function relaxedField(line: string): string {
  const colon = line.indexOf(':');
  const name = line.slice(0, colon).trim().toLowerCase();
  const value = line
    .slice(colon + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .replace(/[ \t]+/g, ' ')
    // Not trim(): in latin1, 0xA0 (a byte of many UTF-8 characters) counts as white space for it.
    .replace(/^ | $/g, '');
  return `${name}:${value}`;
}
