import { DomainStatus, ReputationStatus } from '@mailroom/contracts';

export interface ReputationEntry {
  domain: string;
  status: ReputationStatus;
}

const SEVERITY: Record<DomainStatus, number> = { approved: 0, review: 1, blacklisted: 2 };

// The names whose listing covers a domain: itself and each parent down to two labels
// (mail.evil.example.com -> mail.evil.example.com, evil.example.com, example.com). A bare TLD is never
// listed: the reputation list only accepts hostnames.
export function coveringDomains(domain: string): string[] {
  const labels = domain.split('.');
  const names: string[] = [];
  for (let start = 0; start <= labels.length - 2; start++) names.push(labels.slice(start).join('.'));
  return names;
}

export function isCoveredBy(domain: string, listed: string): boolean {
  return domain === listed || domain.endsWith(`.${listed}`);
}

// The status a domain gets from the list: the most severe entry that covers it, so blacklisted wins over
// review; 'approved' when nothing covers it.
export function statusFromReputation(domain: string, entries: readonly ReputationEntry[]): DomainStatus {
  let status: DomainStatus = 'approved';
  for (const entry of entries) {
    if (isCoveredBy(domain, entry.domain) && SEVERITY[entry.status] > SEVERITY[status]) status = entry.status;
  }
  return status;
}
