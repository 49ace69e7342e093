// Whether two URLs have one origin (scheme, host, port) as the URL standard defines it, the one browsers use
// for credentials: compared after parsing, so the case of the scheme and host, a default port written out,
// and the spellings of one IPv4 or IPv6 address do not matter; the path, query and fragment do not count. A
// host with a trailing dot is another host (as for browsers). A URL that does not parse, or has no origin of
// its own (an opaque one), shares an origin with nothing.
export function sameOrigin(a: string, b: string): boolean {
  const origin = originOf(a);
  return origin !== undefined && origin === originOf(b);
}

function originOf(raw: string): string | undefined {
  if (!URL.canParse(raw)) return undefined;
  const { origin } = new URL(raw);
  return origin === 'null' ? undefined : origin;
}
