import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule } from '@mailroom/database';
import { TemplateRenderer } from '@mailroom/rendering';
import { TemplatesConfig } from './config/templates.config';
import { TEMPLATES_CONFIG } from './config/templates-config.token';
import { templatesMigrations } from './database/templates.migrations';
import { TEMPLATES_SCHEMA } from './database/templates.schema';
import { ProjectEntity } from './projects/project.entity';
import { ProjectMapper } from './projects/project.mapper';
import { ProjectRepository } from './projects/project.repository';
import { ProjectResolver } from './projects/project-resolver';
import { ProjectsHandler } from './projects/projects.handler';
import { CreateProjectUseCase } from './projects/use-cases/create-project/create-project.use-case';
import { EnsureDefaultProjectUseCase } from './projects/use-cases/ensure-default-project/ensure-default-project.use-case';
import { ListProjectsUseCase } from './projects/use-cases/list-projects/list-projects.use-case';
import { TemplateLookup } from './templates/template-lookup';
import { TemplateVersionEntity } from './templates/template-version.entity';
import { TemplateVersionRepository } from './templates/template-version.repository';
import { TemplateEntity } from './templates/template.entity';
import { TemplateMapper } from './templates/template.mapper';
import { TemplateRepository } from './templates/template.repository';
import { TemplatesHandler } from './templates/templates.handler';
import { CreateTemplateUseCase } from './templates/use-cases/create-template/create-template.use-case';
import { DeleteTemplateUseCase } from './templates/use-cases/delete-template/delete-template.use-case';
import { GetMergeTagsUseCase } from './templates/use-cases/get-merge-tags/get-merge-tags.use-case';
import { GetTemplateUseCase } from './templates/use-cases/get-template/get-template.use-case';
import { ListTemplatesUseCase } from './templates/use-cases/list-templates/list-templates.use-case';
import { RenderTemplateUseCase } from './templates/use-cases/render-template/render-template.use-case';
import { ResolveTemplateUseCase } from './templates/use-cases/resolve-template/resolve-template.use-case';
import { UpdateTemplateUseCase } from './templates/use-cases/update-template/update-template.use-case';

const entities = [ProjectEntity, TemplateEntity, TemplateVersionEntity];

// The templates context: projects, templates and their versions. The process that imports it provides the
// database settings, the bus and observability globally (distributed main or standalone). It publishes no
// events yet, so it has no outbox relay; its migration already creates the messaging tables.
@Module({})
export class TemplatesModule {
  static register(config: TemplatesConfig): DynamicModule {
    return {
      module: TemplatesModule,
      imports: [
        DatabaseModule.forContext({ schema: TEMPLATES_SCHEMA, entities, migrations: templatesMigrations }),
        TypeOrmModule.forFeature(entities, TEMPLATES_SCHEMA),
      ],
      controllers: [TemplatesHandler, ProjectsHandler],
      providers: [
        { provide: TEMPLATES_CONFIG, useValue: config },
        ProjectRepository,
        ProjectResolver,
        ProjectMapper,
        TemplateRepository,
        TemplateVersionRepository,
        TemplateLookup,
        TemplateMapper,
        CreateProjectUseCase,
        ListProjectsUseCase,
        EnsureDefaultProjectUseCase,
        CreateTemplateUseCase,
        ListTemplatesUseCase,
        GetTemplateUseCase,
        UpdateTemplateUseCase,
        DeleteTemplateUseCase,
        GetMergeTagsUseCase,
        ResolveTemplateUseCase,
        RenderTemplateUseCase,
        { provide: TemplateRenderer, useValue: new TemplateRenderer() },
      ],
    };
  }
}
