import { Injectable } from '@nestjs/common';
import {
  DKIM_SIGNED_HEADERS,
  DnsRecordView,
  DomainCreatedView,
  DomainDetailView,
  DomainStatus,
  DomainVerifyView,
  ResolvedSender,
} from '@mailroom/contracts';
import { DomainsConfig } from '../config/domains.config';
import { InjectDomainsConfig } from '../config/domains-config.token';
import {
  DMARC_RECORD_VALUE,
  bounceRecordName,
  dkimRecordName,
  dkimRecordValue,
  dmarcRecordName,
  spfRecordValue,
} from '../dns/published-records';
import { SendingDomainEntity } from './sending-domain.entity';

export type PublishedRecordsConfig = Pick<
  DomainsConfig,
  'spfInclude' | 'trackingCnameTarget' | 'bounceDomain'
>;

const STATUS_LABELS: Record<DomainStatus, string> = {
  approved: 'Approved: this domain may send once its DKIM record is verified.',
  review: 'Under review: this domain may not send until the review is complete.',
  blacklisted: 'Blacklisted: this domain may not send email.',
};

export function statusLabel(status: DomainStatus): string {
  return STATUS_LABELS[status];
}

export function canSend(row: Pick<SendingDomainEntity, 'status' | 'dkimStatus'>): boolean {
  return row.status === 'approved' && row.dkimStatus === 'valid';
}

@Injectable()
export class SendingDomainMapper {
  constructor(@InjectDomainsConfig() private readonly config: PublishedRecordsConfig) {}

  toCreatedView(row: SendingDomainEntity): DomainCreatedView {
    return {
      domain: row.domain,
      status: row.status,
      status_label: statusLabel(row.status),
      dkim: {
        public: row.dkimPublicKey,
        selector: row.dkimSelector,
        headers: DKIM_SIGNED_HEADERS,
        signing_domain: row.domain,
      },
      dns: { records: this.records(row) },
    };
  }

  toDetailView(row: SendingDomainEntity): DomainDetailView {
    return {
      domain: row.domain,
      status: row.status,
      status_label: statusLabel(row.status),
      can_send: canSend(row),
      cname_status: row.cnameStatus,
      dkim_status: row.dkimStatus,
      dmarc_status: row.dmarcStatus,
      spf_status: row.spfStatus,
      is_primary_domain: row.isPrimary,
      tracking_domain: row.trackingDomain,
      dns: {
        dkim: { selector: row.dkimSelector, public: row.dkimPublicKey, headers: DKIM_SIGNED_HEADERS },
        records: this.records(row),
      },
      dns_provider: null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  // The DKIM record proves control of the domain: only its owner can publish our key under it.
  toVerifyView(row: SendingDomainEntity): DomainVerifyView {
    return {
      domain: row.domain,
      dkim_status: row.dkimStatus,
      cname_status: row.cnameStatus,
      dmarc_status: row.dmarcStatus,
      spf_status: row.spfStatus,
      ownership_verified: row.dkimStatus === 'valid' ? 'true' : 'false',
      is_primary_domain: row.isPrimary,
    };
  }

  toResolvedSender(row: SendingDomainEntity, privateKeyPem: string): ResolvedSender {
    return {
      domain: row.domain,
      sandbox: row.isSandbox,
      bounce_domain: row.bounceStatus === 'valid' ? bounceRecordName(row.domain) : null,
      dkim: {
        selector: row.dkimSelector,
        signing_domain: row.domain,
        headers: DKIM_SIGNED_HEADERS,
        private_key_pem: privateKeyPem,
      },
    };
  }

  private records(row: SendingDomainEntity): DnsRecordView[] {
    return [
      {
        purpose: 'dkim',
        type: 'TXT',
        name: dkimRecordName(row.dkimSelector, row.domain),
        value: dkimRecordValue(row.dkimPublicKey),
        status: row.dkimStatus,
      },
      {
        purpose: 'spf',
        type: 'TXT',
        name: row.domain,
        value: spfRecordValue(this.config.spfInclude),
        status: row.spfStatus,
      },
      {
        purpose: 'dmarc',
        type: 'TXT',
        name: dmarcRecordName(row.domain),
        value: DMARC_RECORD_VALUE,
        status: row.dmarcStatus,
      },
      {
        purpose: 'tracking',
        type: 'CNAME',
        name: row.trackingDomain,
        value: this.config.trackingCnameTarget,
        status: row.cnameStatus,
      },
      {
        purpose: 'bounce',
        type: 'CNAME',
        name: bounceRecordName(row.domain),
        value: this.config.bounceDomain,
        status: row.bounceStatus,
      },
    ];
  }
}
