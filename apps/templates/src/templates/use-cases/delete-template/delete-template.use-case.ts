import { Injectable } from '@nestjs/common';
import { TemplateRef } from '@mailroom/contracts';
import { ProjectResolver } from '../../../projects/project-resolver';
import { requestedSlug, templateNotFound } from '../../template-errors';
import { TemplateRepository } from '../../template.repository';

@Injectable()
export class DeleteTemplateUseCase {
  constructor(
    private readonly projects: ProjectResolver,
    private readonly templates: TemplateRepository,
  ) {}

  async execute(teamId: number, ref: TemplateRef): Promise<{ slug: string }> {
    const slug = requestedSlug(ref.slug);
    const project = await this.projects.resolve(teamId, ref.project_id);
    if (!(await this.templates.removeBySlug(teamId, project.id, slug))) throw templateNotFound(slug);
    return { slug };
  }
}
