import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainRef } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { DOMAINS_SCHEMA } from '../../../database/domains.schema';
import { invalidDomainName } from '../../../sending-domains/domain-errors';
import { isValidDomainName, normalizeDomainName } from '../../../sending-domains/domain-name';
import { DomainReputationRepository } from '../../domain-reputation.repository';
import { ReputationStatusSync } from '../../reputation-status-sync';

// Clearing a name that is not listed changes nothing and succeeds, so the operator can repeat it safely.
@Injectable()
export class ClearReputationUseCase {
  constructor(
    private readonly reputation: DomainReputationRepository,
    private readonly statusSync: ReputationStatusSync,
    @InjectDataSource(DOMAINS_SCHEMA) private readonly dataSource: DataSource,
  ) {}

  async execute(ref: DomainRef): Promise<DomainRef> {
    const domain = normalizeDomainName(ref.domain);
    // Only a valid name can be listed (SetReputationUseCase): anything else is a mistyped command.
    if (!isValidDomainName(domain)) throw invalidDomainName();
    await this.dataSource.transaction(async (manager) => {
      await this.reputation.lockForWrite(manager);
      await this.reputation.remove(manager, domain);
      await this.statusSync.refresh(manager, domain, new Date());
    });
    return { domain };
  }
}
