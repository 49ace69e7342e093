import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { EntityManager, Repository } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../database/templates.schema';
import { TemplateVersionEntity } from './template-version.entity';
import { TemplateEntity } from './template.entity';

// Versions carry no team id of their own: every read joins their template and filters on its team.
@Injectable()
export class TemplateVersionRepository {
  constructor(
    @InjectRepository(TemplateVersionEntity, TEMPLATES_SCHEMA)
    private readonly rows: Repository<TemplateVersionEntity>,
  ) {}

  async find(
    teamId: number,
    templateId: string,
    version: number,
    manager?: EntityManager,
  ): Promise<TemplateVersionEntity | null> {
    assertTeamId(teamId);
    return this.teamQuery(teamId, manager)
      .andWhere('v.template_id = :templateId', { templateId })
      .andWhere('v.version = :version', { version })
      .getOne();
  }

  async currentOf(teamId: number, templateIds: string[]): Promise<Map<string, TemplateVersionEntity>> {
    assertTeamId(teamId);
    if (templateIds.length === 0) return new Map();
    const rows = await this.teamQuery(teamId)
      .andWhere('v.version = t.current_version')
      .andWhere('t.id IN (:...templateIds)', { templateIds })
      .getMany();
    return new Map(rows.map((row) => [row.templateId, row]));
  }

  async insert(
    teamId: number,
    template: TemplateEntity,
    row: TemplateVersionEntity,
    manager: EntityManager,
  ): Promise<void> {
    assertTeamId(teamId);
    if (template.teamId !== teamId || row.templateId !== template.id) {
      throw new Error('A team can only add versions to its own templates');
    }
    await manager.getRepository(TemplateVersionEntity).insert(row);
  }

  private teamQuery(teamId: number, manager?: EntityManager) {
    const repository = manager ? manager.getRepository(TemplateVersionEntity) : this.rows;
    return repository
      .createQueryBuilder('v')
      .innerJoin(TemplateEntity, 't', 't.id = v.template_id')
      .where('t.team_id = :teamId', { teamId });
  }
}
