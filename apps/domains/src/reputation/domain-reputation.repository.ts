import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ReputationStatus } from '@mailroom/contracts';
import { EntityManager, In, Repository } from 'typeorm';
import { DOMAINS_SCHEMA } from '../database/domains.schema';
import { DomainReputationEntity } from './domain-reputation.entity';
import { ReputationEntry } from './reputation-matcher';

const LIST_LOCK = 'mailroom:domains:reputation';

// The reputation list is operator data that applies to every team, so these queries carry no team id.
@Injectable()
export class DomainReputationRepository {
  constructor(
    @InjectRepository(DomainReputationEntity, DOMAINS_SCHEMA)
    private readonly rows: Repository<DomainReputationEntity>,
  ) {}

  // A registration reads the list and then inserts; a list change then updates the registered domains.
  // Readers share this lock and writers take it alone, so a registration can never slip between the two
  // steps of a list change with a stale status.
  async lockForRead(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [LIST_LOCK]);
  }

  async lockForWrite(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LIST_LOCK]);
  }

  async findEntries(domains: readonly string[], manager?: EntityManager): Promise<ReputationEntry[]> {
    if (domains.length === 0) return [];
    const rows = await this.repository(manager).find({ where: { domain: In([...domains]) } });
    return rows.map(({ domain, status }) => ({ domain, status }));
  }

  async upsert(manager: EntityManager, domain: string, status: ReputationStatus, now: Date): Promise<void> {
    await this.repository(manager).upsert({ domain, status, updatedAt: now }, ['domain']);
  }

  async remove(manager: EntityManager, domain: string): Promise<void> {
    await this.repository(manager).delete({ domain });
  }

  private repository(manager?: EntityManager): Repository<DomainReputationEntity> {
    return manager ? manager.getRepository(DomainReputationEntity) : this.rows;
  }
}
