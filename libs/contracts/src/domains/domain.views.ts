import { ApiProperty } from '@nestjs/swagger';
import { REPUTATION_STATUSES } from './domain-reputation.dto';

export const DOMAIN_STATUSES = ['approved', ...REPUTATION_STATUSES] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
export const RECORD_STATUSES = ['valid', 'unverified'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export const DNS_RECORD_PURPOSES = ['dkim', 'spf', 'dmarc', 'tracking'] as const;
export type DnsRecordPurpose = (typeof DNS_RECORD_PURPOSES)[number];

export const DKIM_SIGNED_HEADERS = 'from:to:subject:date:message-id';

export class DnsRecordView {
  @ApiProperty({ enum: DNS_RECORD_PURPOSES })
  purpose!: DnsRecordPurpose;

  @ApiProperty({ enum: ['TXT', 'CNAME'] })
  type!: 'TXT' | 'CNAME';

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: String })
  value!: string;

  @ApiProperty({ enum: RECORD_STATUSES })
  status!: RecordStatus;
}

export class DkimView {
  @ApiProperty({ type: String })
  public!: string;

  @ApiProperty({ type: String })
  selector!: string;

  @ApiProperty({ type: String })
  headers!: string;

  @ApiProperty({ type: String })
  signing_domain!: string;
}

export class DomainCreatedViewDns {
  @ApiProperty({ type: () => [DnsRecordView] })
  records!: DnsRecordView[];
}

export class DomainCreatedView {
  @ApiProperty({ type: String })
  domain!: string;

  @ApiProperty({ enum: DOMAIN_STATUSES })
  status!: DomainStatus;

  @ApiProperty({ type: String })
  status_label!: string;

  @ApiProperty({ type: () => DkimView })
  dkim!: DkimView;

  @ApiProperty({ type: () => DomainCreatedViewDns })
  dns!: DomainCreatedViewDns;
}

export class DomainDetailViewDnsDkim {
  @ApiProperty({ type: String })
  public!: string;

  @ApiProperty({ type: String })
  selector!: string;

  @ApiProperty({ type: String })
  headers!: string;
}

export class DomainDetailViewDns {
  @ApiProperty({ type: () => DomainDetailViewDnsDkim })
  dkim!: DomainDetailViewDnsDkim;

  @ApiProperty({ type: () => [DnsRecordView] })
  records!: DnsRecordView[];
}

export class DomainDetailView {
  @ApiProperty({ type: String })
  domain!: string;

  @ApiProperty({ enum: DOMAIN_STATUSES })
  status!: DomainStatus;

  @ApiProperty({ type: String })
  status_label!: string;

  @ApiProperty({ type: Boolean })
  can_send!: boolean;

  @ApiProperty({ enum: RECORD_STATUSES })
  cname_status!: RecordStatus;

  @ApiProperty({ enum: RECORD_STATUSES })
  dkim_status!: RecordStatus;

  @ApiProperty({ enum: RECORD_STATUSES })
  dmarc_status!: RecordStatus;

  @ApiProperty({ enum: RECORD_STATUSES })
  spf_status!: RecordStatus;

  @ApiProperty({ type: Boolean })
  is_primary_domain!: boolean;

  @ApiProperty({ type: String })
  tracking_domain!: string;

  @ApiProperty({ type: () => DomainDetailViewDns })
  dns!: DomainDetailViewDns;

  @ApiProperty({ type: String, nullable: true })
  dns_provider!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;
}

export class DomainVerifyView {
  @ApiProperty({ type: String })
  domain!: string;

  @ApiProperty({ enum: RECORD_STATUSES })
  dkim_status!: RecordStatus;

  @ApiProperty({ enum: RECORD_STATUSES })
  cname_status!: RecordStatus;

  @ApiProperty({ enum: RECORD_STATUSES })
  dmarc_status!: RecordStatus;

  @ApiProperty({ enum: RECORD_STATUSES })
  spf_status!: RecordStatus;

  @ApiProperty({ enum: ['true', 'false'] })
  ownership_verified!: 'true' | 'false';

  @ApiProperty({ type: Boolean })
  is_primary_domain!: boolean;
}

export class DomainListView {
  @ApiProperty({ type: () => [DomainDetailView] })
  domains!: DomainDetailView[];
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
  dkim: { selector: string; signing_domain: string; headers: string; private_key_pem: string };
}
