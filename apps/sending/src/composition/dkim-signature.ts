import { foldLines } from 'nodemailer/lib/mime-funcs';
import { createHash, KeyObject, sign } from 'node:crypto';
import { domainToASCII } from 'node:url';

export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: KeyObject;
  // colon separated, e.g. 'from:to:subject:date:message-id'
  headerFieldNames: string;
}

// A DKIM-Signature (rsa-sha256, relaxed/relaxed, RFC 6376) of a whole composed message, put in front of it,
// in one synchronous pass over the bytes: the field as nodemailer's signer writes it, without its streams,
// which cost more CPU than the RSA signature itself. Each listed field present in the message is signed
// once, its last occurrence (RFC 6376 section 5.4.2); listed fields absent from the message are left out
// of h=. Throws when the key cannot sign: a message never leaves unsigned.
export function prependDkimSignature(message: Buffer, key: DkimKey): Buffer {
  // Header bytes as latin1 characters, so that what is hashed is the bytes as they are.
  const text = message.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? '' : text.slice(end + 4);
  const bodyHash = createHash('sha256').update(relaxedBody(body), 'latin1').digest('base64');

  const fields = lastFieldsByName(head);
  const signed: string[] = [];
  let canonical = '';
  for (const name of new Set(
    key.headerFieldNames
      .toLowerCase()
      .split(':')
      .map((n) => n.trim()),
  )) {
    const field = fields.get(name);
    if (field === undefined) continue;
    signed.push(name);
    canonical += `${name}:${relaxedValue(field)}\r\n`;
  }
  const tags = [
    'v=1',
    'a=rsa-sha256',
    'c=relaxed/relaxed',
    `d=${domainToASCII(key.domainName) || key.domainName}`,
    'q=dns/txt',
    `s=${key.keySelector}`,
    `bh=${bodyHash}`,
    `h=${signed.join(':')}`,
  ].join('; ');
  const unsignedField = `${foldLines(`DKIM-Signature: ${tags}`, 76)};\r\n b=`;
  canonical += `dkim-signature:${relaxedValue(unsignedField)}`;
  const signature = sign('sha256', Buffer.from(canonical, 'latin1'), key.privateKey).toString('base64');
  const field = unsignedField + signature.replace(/(^.{73}|.{75}(?!\r?\n|\r))/g, '$&\r\n ').trim();
  return Buffer.concat([Buffer.from(`${field}\r\n`, 'latin1'), message]);
}

// The last occurrence of each header field (its whole text, folded lines included), by lower-case name.
function lastFieldsByName(head: string): Map<string, string> {
  const fields = new Map<string, string>();
  let current = '';
  const keep = () => {
    const colon = current.indexOf(':');
    if (colon > 0) fields.set(current.slice(0, colon).trim().toLowerCase(), current);
  };
  for (const line of head.split('\r\n')) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      current += `\r\n${line}`;
      continue;
    }
    keep();
    current = line;
  }
  keep();
  return fields;
}

// RFC 6376 section 3.4.2: unfolded, runs of SP and HTAB as one SP, none around the value.
function relaxedValue(field: string): string {
  return field
    .slice(field.indexOf(':') + 1)
    .replace(/\r?\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/^ | $/g, '');
}

// RFC 6376 section 3.4.4: runs of SP and HTAB as one SP, none at a line's end, no empty lines at the end;
// an empty body stays empty.
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
}
