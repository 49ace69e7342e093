import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DomainStatus } from '@mailroom/contracts';
import { EntityManager, In, Repository } from 'typeorm';
import { DOMAINS_SCHEMA } from '../database/domains.schema';
import { SendingDomainEntity } from './sending-domain.entity';

// Queries across every team, kept apart from the team-scoped repository on purpose: name uniqueness, the
// shared sandbox domain, and the operator's reputation changes. No team-facing answer is built from them.
@Injectable()
export class DomainRegistryRepository {
  constructor(
    @InjectRepository(SendingDomainEntity, DOMAINS_SCHEMA)
    private readonly rows: Repository<SendingDomainEntity>,
  ) {}

  async isRegistered(domain: string): Promise<boolean> {
    return this.rows.createQueryBuilder('d').where('lower(d.domain) = :domain', { domain }).getExists();
  }

  async findAnyByName(domain: string): Promise<SendingDomainEntity | null> {
    return this.rows.createQueryBuilder('d').where('lower(d.domain) = :domain', { domain }).getOne();
  }

  async findSandbox(domain: string): Promise<SendingDomainEntity | null> {
    return this.rows
      .createQueryBuilder('d')
      .where('lower(d.domain) = :domain', { domain })
      .andWhere('d.is_sandbox = true')
      .getOne();
  }

  // Several replicas may start at once: the first insert wins and the others change nothing.
  async insertSandboxIfAbsent(row: SendingDomainEntity): Promise<boolean> {
    if (!row.isSandbox || row.teamId !== null) throw new Error('Only the sandbox row has no team');
    const result = await this.rows
      .createQueryBuilder()
      .insert()
      .values(row)
      .orIgnore()
      .returning('id')
      .execute();
    return Array.isArray(result.raw) && result.raw.length > 0;
  }

  // Team domains equal to `domain` or below it, locked for a status change.
  async findTreeForUpdate(manager: EntityManager, domain: string): Promise<SendingDomainEntity[]> {
    return manager
      .getRepository(SendingDomainEntity)
      .createQueryBuilder('d')
      .setLock('pessimistic_write')
      .where('d.is_sandbox = false')
      .andWhere("(d.domain = :domain OR right(d.domain, char_length(:domain) + 1) = '.' || :domain)", {
        domain,
      })
      .getMany();
  }

  async setStatus(
    manager: EntityManager,
    ids: readonly string[],
    status: DomainStatus,
    now: Date,
  ): Promise<void> {
    if (ids.length === 0) return;
    await manager
      .getRepository(SendingDomainEntity)
      .update({ id: In([...ids]), isSandbox: false }, { status, updatedAt: now });
  }
}
