import { DomainStatus, RecordStatus } from '@mailroom/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DOMAINS_SCHEMA } from '../database/domains.schema';

// Name of the unique index on lower(domain): one registration per domain name across all teams, because
// the selector record of a domain can hold only one key.
export const DOMAIN_NAME_UNIQUE_INDEX = 'sending_domain_domain_key';

@Entity({ schema: DOMAINS_SCHEMA, name: 'sending_domain' })
export class SendingDomainEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  // NULL only for the shared sandbox domain.
  @Column({ name: 'team_id', type: 'integer', nullable: true })
  teamId!: number | null;

  @Column({ type: 'text' })
  domain!: string;

  @Column({ type: 'text' })
  status!: DomainStatus;

  @Column({ name: 'dkim_selector', type: 'text' })
  dkimSelector!: string;

  // Base64 SPKI DER: the `p=` value of the DKIM record.
  @Column({ name: 'dkim_public_key', type: 'text' })
  dkimPublicKey!: string;

  // Sealed with SecretBox; the plaintext PEM never reaches the database.
  @Column({ name: 'dkim_private_key', type: 'text' })
  dkimPrivateKeySealed!: string;

  @Column({ name: 'tracking_domain', type: 'text' })
  trackingDomain!: string;

  @Column({ name: 'dkim_status', type: 'text' })
  dkimStatus!: RecordStatus;

  @Column({ name: 'spf_status', type: 'text' })
  spfStatus!: RecordStatus;

  @Column({ name: 'dmarc_status', type: 'text' })
  dmarcStatus!: RecordStatus;

  @Column({ name: 'cname_status', type: 'text' })
  cnameStatus!: RecordStatus;

  // The bounce CNAME (`bounces.<domain>` to BOUNCE_DOMAIN), checked with the others.
  @Column({ name: 'bounce_status', type: 'text' })
  bounceStatus!: RecordStatus;

  @Column({ name: 'is_primary', type: 'boolean' })
  isPrimary!: boolean;

  @Column({ name: 'is_sandbox', type: 'boolean' })
  isSandbox!: boolean;

  @Column({ name: 'last_verified_at', type: 'timestamptz', nullable: true })
  lastVerifiedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
