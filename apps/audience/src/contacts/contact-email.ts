// The one check of a contact's address (to be replaced by the shared validator of libs/contracts when it
// lands): exactly one mailbox `local@domain`, no display name, no quoted local part, no control characters
// or spaces; the domain is lower-cased, the local part kept as written. Surrounding blanks are trimmed.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function normalizeContactEmail(input: string): string | undefined {
  const address = input.trim();
  if (address.length === 0 || address.length > 254) return undefined;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at !== address.indexOf('@')) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (local.length > 64 || !LOCAL_PART.test(local)) return undefined;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return undefined;
  if (/^\d+$/.test(labels[labels.length - 1])) return undefined;
  return `${local}@${domain}`;
}
