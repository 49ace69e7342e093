import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { EntityManager, In, Repository } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../database/templates.schema';
import { TemplateEntity } from './template.entity';

export interface TemplatePage {
  projectId?: number;
  offset: number;
  limit: number;
}

export type TemplateChanges = Partial<Pick<TemplateEntity, 'name' | 'currentVersion' | 'updatedAt'>>;

// A team's templates. Every query is scoped to the team.
@Injectable()
export class TemplateRepository {
  constructor(
    @InjectRepository(TemplateEntity, TEMPLATES_SCHEMA)
    private readonly rows: Repository<TemplateEntity>,
  ) {}

  async findBySlug(
    teamId: number,
    projectId: number,
    slug: string,
    manager?: EntityManager,
  ): Promise<TemplateEntity | null> {
    assertTeamId(teamId);
    assertSlug(slug);
    return this.repository(manager).findOneBy({ teamId, projectId, slug });
  }

  // Holds the row until the transaction ends: concurrent changes of one template run one after another.
  async lockBySlug(
    teamId: number,
    projectId: number,
    slug: string,
    manager: EntityManager,
  ): Promise<TemplateEntity | null> {
    assertTeamId(teamId);
    assertSlug(slug);
    return manager
      .getRepository(TemplateEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.team_id = :teamId', { teamId })
      .andWhere('t.project_id = :projectId', { projectId })
      .andWhere('t.slug = :slug', { slug })
      .getOne();
  }

  // Creates that derive their slug from the same name in one project take it one after the other (until
  // commit), so that each sees the slugs the ones before it took.
  async lockDerivedSlug(manager: EntityManager, projectId: number, baseSlug: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `mailroom:templates:derived-slug:${projectId}:${baseSlug}`,
    ]);
  }

  async takenSlugs(
    teamId: number,
    projectId: number,
    candidates: string[],
    manager?: EntityManager,
  ): Promise<string[]> {
    assertTeamId(teamId);
    const rows = await this.repository(manager).find({
      select: { slug: true },
      where: { teamId, projectId, slug: In(candidates) },
    });
    return rows.map((row) => row.slug);
  }

  async page(teamId: number, page: TemplatePage): Promise<[TemplateEntity[], number]> {
    assertTeamId(teamId);
    return this.rows.findAndCount({
      where: page.projectId === undefined ? { teamId } : { teamId, projectId: page.projectId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.offset,
      take: page.limit,
    });
  }

  async insert(teamId: number, row: TemplateEntity, manager: EntityManager): Promise<void> {
    assertTeamId(teamId);
    if (row.teamId !== teamId) throw new Error('A team can only insert its own templates');
    await manager.getRepository(TemplateEntity).insert(row);
  }

  async update(teamId: number, id: string, changes: TemplateChanges, manager: EntityManager): Promise<void> {
    assertTeamId(teamId);
    await manager.getRepository(TemplateEntity).update({ id, teamId }, changes);
  }

  // Its versions go with it (ON DELETE CASCADE).
  async removeBySlug(teamId: number, projectId: number, slug: string): Promise<boolean> {
    assertTeamId(teamId);
    assertSlug(slug);
    const result = await this.rows.delete({ teamId, projectId, slug });
    return (result.affected ?? 0) > 0;
  }

  private repository(manager?: EntityManager): Repository<TemplateEntity> {
    return manager ? manager.getRepository(TemplateEntity) : this.rows;
  }
}

// TypeORM drops `undefined` from a WHERE clause: a missing slug would match every template of the project.
function assertSlug(slug: unknown): asserts slug is string {
  if (typeof slug !== 'string' || slug === '')
    throw new Error(`A template query needs a slug, got ${String(slug)}`);
}
