import { Injectable } from '@nestjs/common';
import { TemplateRef } from '@mailroom/contracts';
import { isPositiveInt4 } from '../database/postgres-integers';
import { ProjectResolver } from '../projects/project-resolver';
import { requestedSlug, templateNotFound, versionNotFound } from './template-errors';
import { TemplateVersionEntity } from './template-version.entity';
import { TemplateVersionRepository } from './template-version.repository';
import { TemplateEntity } from './template.entity';
import { TemplateRepository } from './template.repository';

// Finds the template a request names (slug in the named or default project) and one of its versions.
// Every miss, for whatever reason, is a 404 template_not_found (SPEC send rule 4).
@Injectable()
export class TemplateLookup {
  constructor(
    private readonly projects: ProjectResolver,
    private readonly templates: TemplateRepository,
    private readonly versions: TemplateVersionRepository,
  ) {}

  async find(teamId: number, ref: TemplateRef): Promise<TemplateEntity> {
    const slug = requestedSlug(ref.slug);
    const project = await this.projects.resolve(teamId, ref.project_id);
    const template = await this.templates.findBySlug(teamId, project.id, slug);
    if (!template) throw templateNotFound(slug);
    return template;
  }

  async findVersion(
    teamId: number,
    template: TemplateEntity,
    version?: number | null,
  ): Promise<TemplateVersionEntity> {
    const wanted = version ?? template.currentVersion;
    const row = isPositiveInt4(wanted) ? await this.versions.find(teamId, template.id, wanted) : null;
    if (!row) throw versionNotFound(template.slug, wanted);
    return row;
  }
}
