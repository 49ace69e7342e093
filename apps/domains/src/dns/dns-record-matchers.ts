// Each TXT record arrives as its chunks already joined into one string.

export function hasDkimKey(records: readonly string[], publicKey: string): boolean {
  return records.some((record) => dkimTag(record, 'p') === publicKey);
}

// RFC 7208 makes two SPF records a permanent error, so exactly one must exist and include ours.
export function hasSpfInclude(records: readonly string[], include: string): boolean {
  const spf = records.map((record) => record.trim()).filter((record) => /^v=spf1(\s|$)/i.test(record));
  if (spf.length !== 1) return false;
  const wanted = `include:${include.toLowerCase()}`;
  return spf[0]
    .toLowerCase()
    .split(/\s+/)
    .some((term) => term.replace(/^\+/, '') === wanted);
}

export function hasDmarcPolicy(records: readonly string[]): boolean {
  return records.some((record) => /^v\s*=\s*DMARC1\s*(;|$)/.test(record.trim()));
}

export function pointsTo(cnames: readonly string[], target: string): boolean {
  const wanted = hostname(target);
  return cnames.some((cname) => hostname(cname) === wanted);
}

// Whitespace may appear anywhere in a DKIM record, including inside the base64 key (RFC 6376 3.6.1).
function dkimTag(record: string, tag: string): string | undefined {
  for (const part of record.replace(/\s+/g, '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator) === tag) return part.slice(separator + 1);
  }
  return undefined;
}

function hostname(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}
