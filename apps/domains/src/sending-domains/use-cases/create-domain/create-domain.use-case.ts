import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CreateDomainDto, DomainCreatedView, DomainEvent } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DOMAINS_SCHEMA } from '../../../database/domains.schema';
import { isUniqueViolation } from '@mailroom/database';
import { DkimKeys } from '../../../dkim/dkim-keys';
import { dkimSelectorFor } from '../../../dkim/dkim-selector';
import { DomainReputationRepository } from '../../../reputation/domain-reputation.repository';
import { coveringDomains, statusFromReputation } from '../../../reputation/reputation-matcher';
import { DomainRegistryRepository } from '../../domain-registry.repository';
import { domainExists, invalidDomainName } from '../../domain-errors';
import { DomainChangedEvent } from '@mailroom/contracts';
import { isValidDomainName, normalizeDomainName } from '../../domain-name';
import { DOMAIN_NAME_UNIQUE_INDEX, SendingDomainEntity } from '../../sending-domain.entity';
import { SendingDomainMapper } from '../../sending-domain.mapper';
import { SendingDomainRepository } from '../../sending-domain.repository';

@Injectable()
export class CreateDomainUseCase {
  constructor(
    private readonly domains: SendingDomainRepository,
    private readonly registry: DomainRegistryRepository,
    private readonly reputation: DomainReputationRepository,
    private readonly keys: DkimKeys,
    private readonly mapper: SendingDomainMapper,
    @InjectDataSource(DOMAINS_SCHEMA) private readonly dataSource: DataSource,
    @InjectOutbox(DOMAINS_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(DOMAINS_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  async execute(teamId: number, input: CreateDomainDto): Promise<DomainCreatedView> {
    const domain = normalizeDomainName(input.domain);
    if (!isValidDomainName(domain)) throw invalidDomainName();
    // Refuse early so that a duplicate costs no key generation; the unique index settles races.
    if (await this.registry.isRegistered(domain)) throw domainExists(domain);

    const key = await this.keys.generate();
    const now = new Date();
    const row = Object.assign(new SendingDomainEntity(), {
      id: randomUUID(),
      teamId,
      domain,
      dkimSelector: dkimSelectorFor(now),
      dkimPublicKey: key.publicKey,
      dkimPrivateKeySealed: key.sealedPrivateKey,
      trackingDomain: `track.${domain}`,
      dkimStatus: 'unverified',
      spfStatus: 'unverified',
      dmarcStatus: 'unverified',
      cnameStatus: 'unverified',
      bounceStatus: 'unverified',
      isSandbox: false,
      lastVerifiedAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies Omit<SendingDomainEntity, 'status' | 'isPrimary'>);

    try {
      await this.dataSource.transaction(async (manager) => {
        await this.domains.lockTeam(teamId, manager);
        await this.reputation.lockForRead(manager);
        row.status = statusFromReputation(
          domain,
          await this.reputation.findEntries(coveringDomains(domain), manager),
        );
        row.isPrimary = (await this.domains.count(teamId, manager)) === 0;
        await this.domains.insert(teamId, row, manager);
        await this.outbox.add<DomainChangedEvent>(manager, DomainEvent.domainCreated, {
          team_id: teamId,
          domain,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, DOMAIN_NAME_UNIQUE_INDEX)) throw domainExists(domain);
      throw error;
    }
    this.relay.kick();
    return this.mapper.toCreatedView(row);
  }
}
