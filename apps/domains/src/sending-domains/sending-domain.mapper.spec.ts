import { DKIM_SIGNED_HEADERS } from '@mailroom/contracts';
import { SendingDomainEntity } from './sending-domain.entity';
import { SendingDomainMapper } from './sending-domain.mapper';

function domainRow(overrides: Partial<SendingDomainEntity> = {}): SendingDomainEntity {
  return Object.assign(new SendingDomainEntity(), {
    id: '8d6f3c1e-2a4b-4c5d-9e8f-0a1b2c3d4e5f',
    teamId: 7,
    domain: 'example.com',
    status: 'approved',
    dkimSelector: 'mr202511',
    dkimPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
    dkimPrivateKeySealed: 'v1.iv.tag.ciphertext',
    trackingDomain: 'track.example.com',
    dkimStatus: 'unverified',
    spfStatus: 'unverified',
    dmarcStatus: 'unverified',
    cnameStatus: 'unverified',
    bounceStatus: 'unverified',
    isPrimary: true,
    isSandbox: false,
    lastVerifiedAt: null,
    createdAt: new Date('2025-11-23T10:00:00.000Z'),
    updatedAt: new Date('2025-11-23T10:05:00.000Z'),
    ...overrides,
  } satisfies SendingDomainEntity);
}

describe('SendingDomainMapper', () => {
  const mapper = new SendingDomainMapper({
    spfInclude: '_spf.mailroom.test',
    trackingCnameTarget: 'mailroom.test',
    bounceDomain: 'bounces.mailroom.test',
  });

  it('describes a new domain with its DKIM key and the five records to publish', () => {
    expect(mapper.toCreatedView(domainRow())).toEqual({
      domain: 'example.com',
      status: 'approved',
      status_label: 'Approved: this domain may send once its DKIM record is verified.',
      dkim: {
        public: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
        selector: 'mr202511',
        headers: 'from:to:subject:date:message-id',
        signing_domain: 'example.com',
      },
      dns: {
        records: [
          {
            purpose: 'dkim',
            type: 'TXT',
            name: 'mr202511._domainkey.example.com',
            value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
            status: 'unverified',
          },
          {
            purpose: 'spf',
            type: 'TXT',
            name: 'example.com',
            value: 'v=spf1 include:_spf.mailroom.test ~all',
            status: 'unverified',
          },
          {
            purpose: 'dmarc',
            type: 'TXT',
            name: '_dmarc.example.com',
            value: 'v=DMARC1; p=none;',
            status: 'unverified',
          },
          {
            purpose: 'tracking',
            type: 'CNAME',
            name: 'track.example.com',
            value: 'mailroom.test',
            status: 'unverified',
          },
          {
            purpose: 'bounce',
            type: 'CNAME',
            name: 'bounces.example.com',
            value: 'bounces.mailroom.test',
            status: 'unverified',
          },
        ],
      },
    });
  });

  it('shows the detail with per-record statuses, ISO timestamps and no DNS provider', () => {
    const view = mapper.toDetailView(
      domainRow({ dkimStatus: 'valid', cnameStatus: 'valid', isPrimary: false }),
    );

    expect(view).toMatchObject({
      domain: 'example.com',
      can_send: true,
      dkim_status: 'valid',
      cname_status: 'valid',
      spf_status: 'unverified',
      dmarc_status: 'unverified',
      is_primary_domain: false,
      tracking_domain: 'track.example.com',
      dns_provider: null,
      created_at: '2025-11-23T10:00:00.000Z',
      updated_at: '2025-11-23T10:05:00.000Z',
    });
    expect(view.dns.dkim).toEqual({
      selector: 'mr202511',
      public: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
      headers: DKIM_SIGNED_HEADERS,
    });
    expect(view.dns.records.map((record) => [record.purpose, record.status])).toEqual([
      ['dkim', 'valid'],
      ['spf', 'unverified'],
      ['dmarc', 'unverified'],
      ['tracking', 'valid'],
      ['bounce', 'unverified'],
    ]);
  });

  it('lets a domain send only when it is approved and its DKIM record is valid', () => {
    expect(mapper.toDetailView(domainRow({ dkimStatus: 'unverified' })).can_send).toBe(false);
    expect(mapper.toDetailView(domainRow({ status: 'review', dkimStatus: 'valid' })).can_send).toBe(false);
    expect(mapper.toDetailView(domainRow({ status: 'blacklisted', dkimStatus: 'valid' })).can_send).toBe(
      false,
    );
    expect(mapper.toDetailView(domainRow({ status: 'approved', dkimStatus: 'valid' })).can_send).toBe(true);
  });

  it('labels each status with a sentence', () => {
    expect(mapper.toDetailView(domainRow({ status: 'review' })).status_label).toMatch(/^Under review: /);
    expect(mapper.toDetailView(domainRow({ status: 'blacklisted' })).status_label).toMatch(/^Blacklisted: /);
  });

  it('reports ownership as verified exactly when the DKIM record is valid', () => {
    expect(mapper.toVerifyView(domainRow({ dkimStatus: 'valid', spfStatus: 'valid' }))).toEqual({
      domain: 'example.com',
      dkim_status: 'valid',
      cname_status: 'unverified',
      dmarc_status: 'unverified',
      spf_status: 'valid',
      ownership_verified: 'true',
      is_primary_domain: true,
    });
    expect(
      mapper.toVerifyView(domainRow({ spfStatus: 'valid', cnameStatus: 'valid' })).ownership_verified,
    ).toBe('false');
  });

  it('names the bounce subdomain as the envelope domain once its CNAME is verified', () => {
    const sender = mapper.toResolvedSender(domainRow({ dkimStatus: 'valid', bounceStatus: 'valid' }), 'pem');
    expect(sender.bounce_domain).toBe('bounces.example.com');
  });

  it('hands the signer the domain, selector and opened private key', () => {
    expect(
      mapper.toResolvedSender(domainRow({ dkimStatus: 'valid' }), '-----BEGIN PRIVATE KEY-----'),
    ).toEqual({
      domain: 'example.com',
      sandbox: false,
      bounce_domain: null,
      dkim: {
        selector: 'mr202511',
        signing_domain: 'example.com',
        headers: 'from:to:subject:date:message-id',
        private_key_pem: '-----BEGIN PRIVATE KEY-----',
      },
    });
  });
});
