import { Injectable } from '@nestjs/common';
import { GetTemplateRequest, TemplateView } from '@mailroom/contracts';
import { TemplateLookup } from '../../template-lookup';
import { TemplateMapper } from '../../template.mapper';

@Injectable()
export class GetTemplateUseCase {
  constructor(
    private readonly lookup: TemplateLookup,
    private readonly mapper: TemplateMapper,
  ) {}

  async execute(teamId: number, request: GetTemplateRequest): Promise<TemplateView> {
    const template = await this.lookup.find(teamId, request);
    const version = await this.lookup.findVersion(teamId, template, request.version);
    return this.mapper.toView(template, version);
  }
}
