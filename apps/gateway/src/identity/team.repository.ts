import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { EntityManager, Repository } from 'typeorm';
import { IDENTITY_SCHEMA } from './identity.database';
import { TeamEntity } from './team.entity';

@Injectable()
export class TeamRepository {
  constructor(
    @InjectRepository(TeamEntity, IDENTITY_SCHEMA) private readonly teams: Repository<TeamEntity>,
  ) {}

  async findById(teamId: number): Promise<TeamEntity | null> {
    assertTeamId(teamId);
    return this.teams.findOneBy({ id: teamId });
  }

  async count(): Promise<number> {
    return this.teams.count();
  }

  async insert(manager: EntityManager, team: Partial<TeamEntity>): Promise<TeamEntity> {
    return manager.getRepository(TeamEntity).save(manager.getRepository(TeamEntity).create(team));
  }

  async save(team: TeamEntity, manager?: EntityManager): Promise<TeamEntity> {
    assertTeamId(team.id);
    return (manager?.getRepository(TeamEntity) ?? this.teams).save(team);
  }
}
