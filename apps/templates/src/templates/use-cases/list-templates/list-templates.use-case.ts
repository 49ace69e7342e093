import { Injectable } from '@nestjs/common';
import { ListTemplatesQuery, pagination, TemplateListView } from '@mailroom/contracts';
import { isPositiveInt4 } from '../../../database/postgres-integers';
import { ProjectResolver } from '../../../projects/project-resolver';
import { TemplateVersionRepository } from '../../template-version.repository';
import { TemplateMapper } from '../../template.mapper';
import { TemplateRepository } from '../../template.repository';

const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 100;

@Injectable()
export class ListTemplatesUseCase {
  constructor(
    private readonly projects: ProjectResolver,
    private readonly templates: TemplateRepository,
    private readonly versions: TemplateVersionRepository,
    private readonly mapper: TemplateMapper,
  ) {}

  // Without project_id: every project of the team.
  async execute(teamId: number, query: ListTemplatesQuery): Promise<TemplateListView> {
    const page = isPositiveInt4(query.page) ? query.page : 1;
    const perPage = isPositiveInt4(query.per_page)
      ? Math.min(query.per_page, MAX_PER_PAGE)
      : DEFAULT_PER_PAGE;
    const projectId =
      query.project_id === undefined || query.project_id === null
        ? undefined
        : (await this.projects.findNamed(teamId, query.project_id)).id;

    const [rows, total] = await this.templates.page(teamId, {
      projectId,
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    const current = await this.versions.currentOf(
      teamId,
      rows.map((row) => row.id),
    );
    // A template deleted between the two queries is left out rather than shown without content.
    const templates = rows.flatMap((row) => {
      const version = current.get(row.id);
      return version ? [this.mapper.toView(row, version)] : [];
    });
    return { templates, pagination: pagination(total, page, perPage) };
  }
}
