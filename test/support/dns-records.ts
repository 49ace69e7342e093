import { DnsTestServer } from '@mailroom/testing';

interface PublishedRecord {
  purpose: string;
  type: 'TXT' | 'CNAME';
  name: string;
  value: string;
}

// Publishes what GET /domains/{domain} told the user to publish, as a user would at their DNS provider.
export function publishRecords(dns: DnsTestServer, records: PublishedRecord[]): void {
  for (const record of records) {
    if (record.type === 'CNAME') dns.setCname(record.name, record.value);
    else dns.setTxt(record.name, [chunk(record.value)]);
  }
}

// TXT strings are at most 255 bytes: a DKIM key is split into several strings of one record.
function chunk(value: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i < value.length; i += 255) parts.push(value.slice(i, i + 255));
  return parts;
}
