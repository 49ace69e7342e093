import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REPUTATION_STATUSES, ReputationStatus, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { DOMAINS_SCHEMA } from '../../../database/domains.schema';
import { invalidDomainName } from '../../../sending-domains/domain-errors';
import { isValidDomainName, normalizeDomainName } from '../../../sending-domains/domain-name';
import { DomainReputationRepository } from '../../domain-reputation.repository';
import { ReputationStatusSync } from '../../reputation-status-sync';

export interface SetReputationInput {
  domain: string;
  status: ReputationStatus;
}

@Injectable()
export class SetReputationUseCase {
  constructor(
    private readonly reputation: DomainReputationRepository,
    private readonly statusSync: ReputationStatusSync,
    @InjectDataSource(DOMAINS_SCHEMA) private readonly dataSource: DataSource,
  ) {}

  async execute(input: SetReputationInput): Promise<SetReputationInput> {
    const domain = normalizeDomainName(input.domain);
    if (!isValidDomainName(domain)) throw invalidDomainName();
    if (!REPUTATION_STATUSES.includes(input.status)) {
      throw ServiceError.validation({ status: ['The status must be one of: review, blacklisted.'] });
    }
    await this.dataSource.transaction(async (manager) => {
      await this.reputation.lockForWrite(manager);
      const now = new Date();
      await this.reputation.upsert(manager, domain, input.status, now);
      await this.statusSync.refresh(manager, domain, now);
    });
    return { domain, status: input.status };
  }
}
