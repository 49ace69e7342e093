import { Injectable } from '@nestjs/common';
import { RequestContext, ResolvedTemplate, ResolveTemplateRequest } from '@mailroom/contracts';
import { TemplateLookup } from '../../template-lookup';
import { TemplateMapper } from '../../template.mapper';

// What a send with template_slug gets: the version's content and the subject SPEC's rule picks.
// Resolving never creates the default project: a team without one gets 404 (SPEC send rule 4).
@Injectable()
export class ResolveTemplateUseCase {
  constructor(
    private readonly lookup: TemplateLookup,
    private readonly mapper: TemplateMapper,
  ) {}

  async execute(ctx: RequestContext, request: ResolveTemplateRequest): Promise<ResolvedTemplate> {
    const template = await this.lookup.find(ctx.team_id, request);
    const version = await this.lookup.findVersion(ctx.team_id, template, request.version);
    return this.mapper.toResolved(template, version, request.subject);
  }
}
