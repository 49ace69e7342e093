import { Injectable } from '@nestjs/common';
import { MergeTagsView, TemplateRef } from '@mailroom/contracts';
import { TemplateLookup } from '../../template-lookup';

@Injectable()
export class GetMergeTagsUseCase {
  constructor(private readonly lookup: TemplateLookup) {}

  async execute(teamId: number, ref: TemplateRef): Promise<MergeTagsView> {
    const template = await this.lookup.find(teamId, ref);
    const version = await this.lookup.findVersion(teamId, template);
    return { merge_tags: version.mergeTags };
  }
}
