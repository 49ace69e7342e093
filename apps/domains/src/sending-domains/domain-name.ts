import { HOSTNAME_PATTERN } from '@mailroom/contracts';

const MAX_DOMAIN_LENGTH = 255;

// Domain names are stored and compared in lowercase; a trailing root dot names the same domain. Spaces are
// kept: a name holding one is no domain name, refused rather than read as another.
export function normalizeDomainName(raw: string): string {
  return raw.toLowerCase().replace(/\.$/, '');
}

export function isValidDomainName(domain: string): boolean {
  return domain.length <= MAX_DOMAIN_LENGTH && HOSTNAME_PATTERN.test(domain);
}
