import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RecordStatus } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { EntityManager, Repository } from 'typeorm';
import { DOMAINS_SCHEMA } from '../database/domains.schema';
import { SendingDomainEntity } from './sending-domain.entity';

export interface RecordStatuses {
  dkimStatus: RecordStatus;
  spfStatus: RecordStatus;
  dmarcStatus: RecordStatus;
  cnameStatus: RecordStatus;
  bounceStatus: RecordStatus;
}

// A team's own sending domains. Every query is scoped to the team and never sees the sandbox row.
@Injectable()
export class SendingDomainRepository {
  constructor(
    @InjectRepository(SendingDomainEntity, DOMAINS_SCHEMA)
    private readonly rows: Repository<SendingDomainEntity>,
  ) {}

  // Serialises the writes of one team (first domain becomes primary, deleting the primary promotes another).
  async lockTeam(teamId: number, manager: EntityManager): Promise<void> {
    assertTeamId(teamId);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mailroom:domains:team:${teamId}`]);
  }

  async findByName(
    teamId: number,
    domain: string,
    manager?: EntityManager,
  ): Promise<SendingDomainEntity | null> {
    assertTeamId(teamId);
    return this.teamQuery(teamId, manager).andWhere('lower(d.domain) = :domain', { domain }).getOne();
  }

  async list(teamId: number): Promise<SendingDomainEntity[]> {
    assertTeamId(teamId);
    return this.teamQuery(teamId).orderBy('d.created_at', 'DESC').addOrderBy('d.id', 'DESC').getMany();
  }

  async count(teamId: number, manager: EntityManager): Promise<number> {
    assertTeamId(teamId);
    return this.teamQuery(teamId, manager).getCount();
  }

  async insert(teamId: number, row: SendingDomainEntity, manager: EntityManager): Promise<void> {
    assertTeamId(teamId);
    if (row.teamId !== teamId || row.isSandbox) throw new Error('A team can only insert its own domains');
    await manager.getRepository(SendingDomainEntity).insert(row);
  }

  async recordVerification(
    teamId: number,
    id: string,
    statuses: RecordStatuses,
    verifiedAt: Date,
    manager: EntityManager,
  ): Promise<boolean> {
    assertTeamId(teamId);
    const result = await manager
      .getRepository(SendingDomainEntity)
      .update(
        { id, teamId, isSandbox: false },
        { ...statuses, lastVerifiedAt: verifiedAt, updatedAt: verifiedAt },
      );
    return (result.affected ?? 0) > 0;
  }

  async remove(teamId: number, id: string, manager: EntityManager): Promise<void> {
    assertTeamId(teamId);
    await manager.getRepository(SendingDomainEntity).delete({ id, teamId, isSandbox: false });
  }

  async promoteOldest(teamId: number, manager: EntityManager): Promise<void> {
    assertTeamId(teamId);
    const oldest = await this.teamQuery(teamId, manager)
      .orderBy('d.created_at', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .getOne();
    if (!oldest) return;
    await manager
      .getRepository(SendingDomainEntity)
      .update({ id: oldest.id, teamId }, { isPrimary: true, updatedAt: new Date() });
  }

  private teamQuery(teamId: number, manager?: EntityManager) {
    const repository = manager ? manager.getRepository(SendingDomainEntity) : this.rows;
    return repository
      .createQueryBuilder('d')
      .where('d.team_id = :teamId', { teamId })
      .andWhere('d.is_sandbox = false');
  }
}
