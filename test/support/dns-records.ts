import { DnsTestServer } from '@mailroom/testing';
import { ApiClient } from './http-client';

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

// A sending domain registered by the team, its records published, and verified: ready to send from.
export async function verifiedSendingDomain(
  api: ApiClient,
  dns: DnsTestServer,
  domain: string,
): Promise<void> {
  const created = await api.post('/domains', { domain });
  if (created.status !== 200)
    throw new Error(`domain create failed: ${created.status} ${JSON.stringify(created.body)}`);
  publishRecords(dns, (await api.get(`/domains/${domain}`)).body.data.dns.records);
  const verified = await api.post(`/domains/${domain}/verify`);
  if (verified.body.data?.dkim_status !== 'valid') throw new Error(`domain ${domain} did not verify`);
}
