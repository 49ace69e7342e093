import { ReputationStatus } from '@mailroom/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DOMAINS_SCHEMA } from '../database/domains.schema';

// The operator's list: a listed domain covers itself and every subdomain.
@Entity({ schema: DOMAINS_SCHEMA, name: 'domain_reputation' })
export class DomainReputationEntity {
  @PrimaryColumn({ type: 'text' })
  domain!: string;

  @Column({ type: 'text' })
  status!: ReputationStatus;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
