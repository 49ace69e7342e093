import { ReputationStatus } from './domain-reputation.dto';

export type DomainStatus = 'approved' | ReputationStatus;
export type RecordStatus = 'valid' | 'unverified';
export type DnsRecordPurpose = 'dkim' | 'spf' | 'dmarc' | 'tracking' | 'bounce';

export const DKIM_SIGNED_HEADERS = 'from:to:subject:date:message-id';

export interface DnsRecordView {
  purpose: DnsRecordPurpose;
  type: 'TXT' | 'CNAME';
  name: string;
  value: string;
  status: RecordStatus;
}

export interface DkimView {
  public: string;
  selector: string;
  headers: string;
  signing_domain: string;
}

export interface DomainCreatedView {
  domain: string;
  status: DomainStatus;
  status_label: string;
  dkim: DkimView;
  dns: { records: DnsRecordView[] };
}

export interface DomainDetailView {
  domain: string;
  status: DomainStatus;
  status_label: string;
  can_send: boolean;
  cname_status: RecordStatus;
  dkim_status: RecordStatus;
  dmarc_status: RecordStatus;
  spf_status: RecordStatus;
  is_primary_domain: boolean;
  tracking_domain: string;
  dns: { dkim: Omit<DkimView, 'signing_domain'>; records: DnsRecordView[] };
  dns_provider: string | null;
  created_at: string;
  updated_at: string;
}

export interface DomainVerifyView {
  domain: string;
  dkim_status: RecordStatus;
  cname_status: RecordStatus;
  dmarc_status: RecordStatus;
  spf_status: RecordStatus;
  ownership_verified: 'true' | 'false';
  is_primary_domain: boolean;
}

export interface DomainListView {
  domains: DomainDetailView[];
}

export interface DomainRef {
  domain: string;
}

export interface ResolveSenderRequest {
  from_domain: string;
}

// What sending needs to sign a message for an allowed sender domain.
export interface ResolvedSender {
  domain: string;
  sandbox: boolean;
  // The domain's bounce subdomain once its CNAME to the service's bounce domain is verified: the domain of
  // the envelope sender (VERP). null: the service's own bounce domain is used.
  bounce_domain: string | null;
  dkim: { selector: string; signing_domain: string; headers: string; private_key_pem: string };
}
