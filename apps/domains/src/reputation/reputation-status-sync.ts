import { Injectable } from '@nestjs/common';
import { DomainStatus } from '@mailroom/contracts';
import { EntityManager } from 'typeorm';
import { DomainRegistryRepository } from '../sending-domains/domain-registry.repository';
import { DomainReputationRepository } from './domain-reputation.repository';
import { coveringDomains, statusFromReputation } from './reputation-matcher';

// After a list change, gives every registered domain at or below the changed name the status the whole
// list now implies: another listed parent, or a listed subdomain of its own, may still apply.
@Injectable()
export class ReputationStatusSync {
  constructor(
    private readonly registry: DomainRegistryRepository,
    private readonly reputation: DomainReputationRepository,
  ) {}

  async refresh(manager: EntityManager, changedDomain: string, now: Date): Promise<void> {
    const rows = await this.registry.findTreeForUpdate(manager, changedDomain);
    if (rows.length === 0) return;
    const names = new Set(rows.flatMap((row) => coveringDomains(row.domain)));
    const entries = await this.reputation.findEntries([...names], manager);

    const changes = new Map<DomainStatus, string[]>();
    for (const row of rows) {
      const status = statusFromReputation(row.domain, entries);
      if (status !== row.status) changes.set(status, [...(changes.get(status) ?? []), row.id]);
    }
    for (const [status, ids] of changes) await this.registry.setStatus(manager, ids, status, now);
  }
}
