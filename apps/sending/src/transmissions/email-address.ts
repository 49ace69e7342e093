import addressparser from 'nodemailer/lib/addressparser';

export interface ParsedAddress {
  address: string;
  name: string;
  localPart: string;
  domain: string;
}

// A domain we can send from or to: dot-separated labels, no spaces or brackets (IP literals are refused).
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const LOCAL_PART = /^[^\s@<>()[\]\\,;:"]{1,64}$/;

// One RFC 5322 mailbox (`jane@example.com` or `Jane <jane@example.com>`) through nodemailer's parser;
// undefined when the field does not hold exactly one usable address.
export function parseMailbox(value: string): ParsedAddress | undefined {
  const parsed = addressparser(value, { flatten: true });
  if (parsed.length !== 1) return undefined;
  const { address, name } = parsed[0];
  const at = address.lastIndexOf('@');
  if (at <= 0) return undefined;
  const localPart = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (!LOCAL_PART.test(localPart) || !DOMAIN.test(domain)) return undefined;
  return { address: `${localPart}@${domain}`, name, localPart, domain };
}
