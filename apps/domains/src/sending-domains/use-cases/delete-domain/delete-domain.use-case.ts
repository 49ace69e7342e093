import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainEvent, DomainRef } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { DOMAINS_SCHEMA } from '../../../database/domains.schema';
import { domainNotFound } from '../../domain-errors';
import { DomainChangedEvent } from '@mailroom/contracts';
import { normalizeDomainName } from '../../domain-name';
import { SendingDomainRepository } from '../../sending-domain.repository';

@Injectable()
export class DeleteDomainUseCase {
  constructor(
    private readonly domains: SendingDomainRepository,
    @InjectDataSource(DOMAINS_SCHEMA) private readonly dataSource: DataSource,
    @InjectOutbox(DOMAINS_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(DOMAINS_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  async execute(teamId: number, ref: DomainRef): Promise<DomainRef> {
    const domain = normalizeDomainName(ref.domain);
    await this.dataSource.transaction(async (manager) => {
      await this.domains.lockTeam(teamId, manager);
      const row = await this.domains.findByName(teamId, domain, manager);
      if (!row) throw domainNotFound();
      await this.domains.remove(teamId, row.id, manager);
      // A team that still has domains always has a primary one.
      if (row.isPrimary) await this.domains.promoteOldest(teamId, manager);
      await this.outbox.add<DomainChangedEvent>(manager, DomainEvent.domainDeleted, {
        team_id: teamId,
        domain,
      });
    });
    this.relay.kick();
    return { domain };
  }
}
