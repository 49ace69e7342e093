import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TemplateView, UpdateTemplateRequest } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../../../database/templates.schema';
import { ProjectResolver } from '../../../projects/project-resolver';
import {
  contentHash,
  contentPart,
  mergeTagsOfValidContent,
  sameContent,
  VersionContent,
} from '../../template-content';
import { requestedSlug, templateNotFound } from '../../template-errors';
import { TemplateVersionEntity } from '../../template-version.entity';
import { TemplateVersionRepository } from '../../template-version.repository';
import { TemplateMapper } from '../../template.mapper';
import { TemplateRepository } from '../../template.repository';

@Injectable()
export class UpdateTemplateUseCase {
  constructor(
    private readonly projects: ProjectResolver,
    private readonly templates: TemplateRepository,
    private readonly versions: TemplateVersionRepository,
    private readonly mapper: TemplateMapper,
    @InjectDataSource(TEMPLATES_SCHEMA) private readonly dataSource: DataSource,
  ) {}

  // A content change writes version N+1; a rename alone keeps the version; an identical PUT changes nothing.
  async execute(teamId: number, request: UpdateTemplateRequest): Promise<TemplateView> {
    const slug = requestedSlug(request.slug);
    const project = await this.projects.resolve(teamId, request.project_id);
    const changes = request.changes ?? {};

    return this.dataSource.transaction(async (manager) => {
      // The row lock makes concurrent PUTs of one template take turns, so each version number is used once.
      const template = await this.templates.lockBySlug(teamId, project.id, slug, manager);
      if (!template) throw templateNotFound(slug);
      const current = await this.versions.find(teamId, template.id, template.currentVersion, manager);
      if (!current) throw new Error(`Template ${template.id} has no row for its current version`);

      // A part left out of the PUT keeps its value; an explicit empty one clears it.
      const next: VersionContent = {
        subject: changes.subject === undefined ? current.subject : contentPart(changes.subject),
        html: changes.html === undefined ? current.html : contentPart(changes.html),
        text: changes.text === undefined ? current.text : contentPart(changes.text),
      };
      const name = changes.name ?? template.name;
      const now = new Date();

      if (!sameContent(next, current)) {
        const mergeTags = mergeTagsOfValidContent(next);
        const version = Object.assign(new TemplateVersionEntity(), {
          templateId: template.id,
          version: template.currentVersion + 1,
          ...next,
          contentHash: contentHash(next),
          mergeTags,
          createdAt: now,
        } satisfies TemplateVersionEntity);
        await this.versions.insert(teamId, template, version, manager);
        Object.assign(template, { name, currentVersion: version.version, updatedAt: now });
        await this.templates.update(
          teamId,
          template.id,
          { name, currentVersion: version.version, updatedAt: now },
          manager,
        );
        return this.mapper.toView(template, version);
      }
      if (name !== template.name) {
        Object.assign(template, { name, updatedAt: now });
        await this.templates.update(teamId, template.id, { name, updatedAt: now }, manager);
      }
      return this.mapper.toView(template, current);
    });
  }
}
