import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { EntityManager, Repository } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../database/templates.schema';
import { ProjectEntity } from './project.entity';

// A team's projects. Every query is scoped to the team.
@Injectable()
export class ProjectRepository {
  constructor(
    @InjectRepository(ProjectEntity, TEMPLATES_SCHEMA)
    private readonly rows: Repository<ProjectEntity>,
  ) {}

  async findById(teamId: number, id: number, manager?: EntityManager): Promise<ProjectEntity | null> {
    assertTeamId(teamId);
    return this.repository(manager).findOneBy({ id, teamId });
  }

  async findDefault(teamId: number, manager?: EntityManager): Promise<ProjectEntity | null> {
    assertTeamId(teamId);
    return this.repository(manager).findOneBy({ teamId, isDefault: true });
  }

  async list(teamId: number): Promise<ProjectEntity[]> {
    assertTeamId(teamId);
    return this.rows.find({ where: { teamId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  // Concurrent callers race on the partial unique index: exactly one insert wins, the others insert
  // nothing and get null. Returns the id of the new default project.
  async insertDefaultIfAbsent(
    teamId: number,
    name: string,
    now: Date,
    manager?: EntityManager,
  ): Promise<number | null> {
    assertTeamId(teamId);
    const inserted: { id: number }[] = await (manager ?? this.rows.manager).query(
      `INSERT INTO "${TEMPLATES_SCHEMA}"."project" (team_id, name, is_default, created_at)
       VALUES ($1, $2, true, $3)
       ON CONFLICT (team_id) WHERE is_default DO NOTHING
       RETURNING id`,
      [teamId, name, now],
    );
    return inserted[0]?.id ?? null;
  }

  async insertNonDefault(teamId: number, name: string, now: Date): Promise<number> {
    assertTeamId(teamId);
    const result = await this.rows.insert({ teamId, name, isDefault: false, createdAt: now });
    const id = (result.identifiers[0] as { id?: number } | undefined)?.id;
    if (id === undefined) throw new Error('The project insert returned no id');
    return id;
  }

  private repository(manager?: EntityManager): Repository<ProjectEntity> {
    return manager ? manager.getRepository(ProjectEntity) : this.rows;
  }
}
