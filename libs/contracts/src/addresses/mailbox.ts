// One RFC 5321-deliverable mailbox, written `jane@example.com`, `<jane@example.com>`, `Jane Doe
// <jane@example.com>` or `"Doe, Jane" <jane@example.com>`. The parser is strict on purpose: a general RFC 5322
// address-list parser reads group syntax (`x@y: evil@example.net;`) or a second address as the recipient and
// silently drops characters it cannot use, so a field could be delivered somewhere its sender never wrote.
export interface Mailbox {
  // The address as given with its domain lower-cased: the only normalisation.
  address: string;
  name: string;
  localPart: string;
  domain: string;
}

export interface MailboxOptions {
  // Whether `Name <address>` is taken; a bare address always is.
  displayName?: boolean;
}

export const MAX_ADDRESS_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;
// A whole mailbox field, display name included.
export const MAX_MAILBOX_LENGTH = 320;

// C0, DEL, C1 and the Unicode line and paragraph separators: none belongs in an address or a header, and
// mail software disagrees on how to read them.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
const DOT_ATOM = new RegExp(`^[${ATEXT}]+(?:\\.[${ATEXT}]+)*$`);
// Dot-separated host labels under a letter or IDNA top-level label; no IP literals, no single-label hosts.
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
const ANGLE_FORM = /^(.*?)\s*<([^<>]*)>$/s;
const QUOTED_NAME = /^"((?:[^"\\]|\\["\\])*)"$/;
// An unquoted display name: any text without the characters that start other address syntax.
const PLAIN_NAME = /^[^"<>()[\]\\,;:@]+$/;
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^?]*\?=/i;

export function parseMailbox(value: string, options: MailboxOptions = {}): Mailbox | undefined {
  return readMailbox(value, options).mailbox;
}

// Why a value is not one mailbox, as a sentence naming the field; undefined when it is one.
export function mailboxProblem(
  value: unknown,
  field: string,
  options: MailboxOptions = {},
): string | undefined {
  if (typeof value !== 'string') return `The ${field} must be a string.`;
  return readMailbox(value, options).problem?.(field);
}

// The part of mailboxProblem that makes a value more or other than one mailbox (control characters, lists,
// groups, encoded words), leaving out a plainly malformed address (for `from`, where SPEC answers a domain
// that cannot be determined with 400 invalid_domain).
export function mailboxSmugglingProblem(value: unknown, field: string): string | undefined {
  if (typeof value !== 'string') return `The ${field} must be a string.`;
  if (value.length > MAX_MAILBOX_LENGTH)
    return `The ${field} may not be greater than ${MAX_MAILBOX_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(value)) return `The ${field} may not contain control characters.`;
  if (ENCODED_WORD.test(value)) return `The ${field} may not contain encoded words; write the name as text.`;
  const unquoted = value.replace(/"(?:[^"\\]|\\["\\])*"/g, '""');
  if (/[,;:]/.test(unquoted) || (unquoted.match(/</g)?.length ?? 0) > 1) {
    return `The ${field} must hold exactly one email address (no lists or groups).`;
  }
  return undefined;
}

// Whether the address of a value that is no valid mailbox still names a domain that can be determined: its
// local part, display name or form is what is wrong.
export function namesDomain(value: string): boolean {
  const address = ANGLE_FORM.exec(value)?.[2] ?? value;
  const at = address.lastIndexOf('@');
  return at > 0 && DOMAIN.test(address.slice(at + 1));
}

type Problem = (field: string) => string;

function readMailbox(value: string, options: MailboxOptions): { mailbox?: Mailbox; problem?: Problem } {
  const smuggling = mailboxSmugglingProblem(value, '\u0000');
  if (smuggling !== undefined) return { problem: (field) => smuggling.replace('\u0000', field) };
  const invalid: Problem = (field) => `The ${field} "${value}" is not a valid email address.`;
  let name = '';
  let address = value;
  const angle = ANGLE_FORM.exec(value);
  if (angle) {
    if (options.displayName === false && angle[1] !== '') {
      return { problem: (field) => `The ${field} must be a bare email address, without a display name.` };
    }
    const parsedName = displayName(angle[1]);
    if (parsedName === undefined) return { problem: invalid };
    name = parsedName;
    address = angle[2];
  }
  const at = address.lastIndexOf('@');
  const localPart = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (
    at <= 0 ||
    address.length > MAX_ADDRESS_LENGTH ||
    localPart.length > MAX_LOCAL_PART_LENGTH ||
    !DOT_ATOM.test(localPart) ||
    !DOMAIN.test(domain)
  ) {
    return { problem: invalid };
  }
  return { mailbox: { address: `${localPart}@${domain}`, name, localPart, domain } };
}

function displayName(raw: string): string | undefined {
  if (raw === '') return '';
  const quoted = QUOTED_NAME.exec(raw);
  if (quoted) return quoted[1].replace(/\\(["\\])/g, '$1');
  return PLAIN_NAME.test(raw) && raw.trim() === raw ? raw : undefined;
}
