import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CreateTemplateDto, TemplateView } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '@mailroom/database';
import { TEMPLATES_SCHEMA } from '../../../database/templates.schema';
import { ProjectResolver } from '../../../projects/project-resolver';
import { contentHash, contentPart, mergeTagsOfValidContent, VersionContent } from '../../template-content';
import { invalidSlug, templateExists } from '../../template-errors';
import { firstFreeSlug, isValidSlug, slugOfName } from '../../template-slug';
import { TemplateVersionEntity } from '../../template-version.entity';
import { TemplateVersionRepository } from '../../template-version.repository';
import { TEMPLATE_SLUG_UNIQUE_CONSTRAINT, TemplateEntity } from '../../template.entity';
import { TemplateMapper } from '../../template.mapper';
import { TemplateRepository } from '../../template.repository';

// A derived slug can still meet a create that gives the same slug explicitly; the loser picks the next free one.
const MAX_DERIVED_SLUG_ATTEMPTS = 5;

@Injectable()
export class CreateTemplateUseCase {
  constructor(
    private readonly projects: ProjectResolver,
    private readonly templates: TemplateRepository,
    private readonly versions: TemplateVersionRepository,
    private readonly mapper: TemplateMapper,
    @InjectDataSource(TEMPLATES_SCHEMA) private readonly dataSource: DataSource,
  ) {}

  async execute(teamId: number, input: CreateTemplateDto): Promise<TemplateView> {
    const explicitSlug = input.slug ?? undefined;
    if (explicitSlug !== undefined && !isValidSlug(explicitSlug)) throw invalidSlug();
    const content: VersionContent = {
      subject: contentPart(input.subject),
      html: contentPart(input.html),
      text: contentPart(input.text),
    };
    const mergeTags = mergeTagsOfValidContent(content);
    const project = await this.projects.resolveOrCreateDefault(teamId, input.project_id);
    // Refuse a taken slug before writing anything; the unique constraint settles races.
    if (explicitSlug !== undefined && (await this.templates.findBySlug(teamId, project.id, explicitSlug))) {
      throw templateExists(explicitSlug);
    }

    const baseSlug = slugOfName(input.name);
    for (let attempt = 1; ; attempt++) {
      let slug = explicitSlug ?? baseSlug;
      try {
        return await this.dataSource.transaction(async (manager) => {
          if (explicitSlug === undefined) await this.templates.lockDerivedSlug(manager, project.id, baseSlug);
          slug =
            explicitSlug ??
            (await firstFreeSlug(baseSlug, (candidates) =>
              this.templates.takenSlugs(teamId, project.id, candidates, manager),
            ));
          const now = new Date();
          const template = Object.assign(new TemplateEntity(), {
            id: randomUUID(),
            teamId,
            projectId: project.id,
            slug,
            name: input.name,
            currentVersion: 1,
            createdAt: now,
            updatedAt: now,
          } satisfies TemplateEntity);
          const version = Object.assign(new TemplateVersionEntity(), {
            templateId: template.id,
            version: 1,
            ...content,
            contentHash: contentHash(content),
            mergeTags,
            createdAt: now,
          } satisfies TemplateVersionEntity);
          await this.templates.insert(teamId, template, manager);
          await this.versions.insert(teamId, template, version, manager);
          return this.mapper.toView(template, version);
        });
      } catch (error) {
        if (!isUniqueViolation(error, TEMPLATE_SLUG_UNIQUE_CONSTRAINT)) throw error;
        if (explicitSlug !== undefined || attempt >= MAX_DERIVED_SLUG_ATTEMPTS) throw templateExists(slug);
      }
    }
  }
}
