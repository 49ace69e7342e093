// Each TXT record arrives as its chunks already joined into one string.

// The one key record at the selector must carry our RSA key in a form a verifier accepts for an rsa-sha256
// signature of email (RFC 6376 3.6.1): a receiver that finds several records may pick any, or fail.
export function hasDkimKey(records: readonly string[], publicKey: string): boolean {
  if (records.length !== 1) return false;
  const tags = dkimTags(records[0]);
  if (!tags) return false;
  const version = tags.get('v');
  const listed = (tag: string, wanted: string[]): boolean => {
    const value = tags.get(tag);
    return value === undefined || value.split(':').some((item) => wanted.includes(item));
  };
  return (
    tags.get('p') === publicKey &&
    (version === undefined || (version === 'DKIM1' && tags.keys().next().value === 'v')) &&
    (tags.get('k') ?? 'rsa') === 'rsa' &&
    listed('h', ['sha256']) &&
    listed('s', ['*', 'email'])
  );
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

// Records that do not start with the DMARC version are not DMARC records; two that do mean no policy at all
// (RFC 7489 6.6.3).
export function hasDmarcPolicy(records: readonly string[]): boolean {
  return records.filter((record) => /^v\s*=\s*DMARC1\s*(;|$)/.test(record.trim())).length === 1;
}

export function pointsTo(cnames: readonly string[], target: string): boolean {
  const wanted = hostname(target);
  return cnames.some((cname) => hostname(cname) === wanted);
}

// A DKIM record's tags in their order, or undefined when a tag is given twice, which invalidates the whole
// record (RFC 6376 3.2). Whitespace may appear anywhere in it, including inside the base64 key (3.6.1).
function dkimTags(record: string): Map<string, string> | undefined {
  const tags = new Map<string, string>();
  for (const part of record.replace(/\s+/g, '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator);
    if (tags.has(name)) return undefined;
    tags.set(name, part.slice(separator + 1));
  }
  return tags;
}

function hostname(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}
