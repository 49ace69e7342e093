import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateTemplateDto,
  Envelope,
  GetTemplateRequest,
  ListTemplatesQuery,
  MergeTagsView,
  RenderedTemplateView,
  RenderTemplateRequest,
  ResolvedTemplate,
  ResolveTemplateRequest,
  TemplateListView,
  TemplateRef,
  TemplateSubject,
  TemplateView,
  UpdateTemplateRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CreateTemplateUseCase } from './use-cases/create-template/create-template.use-case';
import { DeleteTemplateUseCase } from './use-cases/delete-template/delete-template.use-case';
import { GetMergeTagsUseCase } from './use-cases/get-merge-tags/get-merge-tags.use-case';
import { GetTemplateUseCase } from './use-cases/get-template/get-template.use-case';
import { ListTemplatesUseCase } from './use-cases/list-templates/list-templates.use-case';
import { RenderTemplateUseCase } from './use-cases/render-template/render-template.use-case';
import { ResolveTemplateUseCase } from './use-cases/resolve-template/resolve-template.use-case';
import { UpdateTemplateUseCase } from './use-cases/update-template/update-template.use-case';

@BusHandler()
export class TemplatesHandler {
  constructor(
    private readonly createTemplate: CreateTemplateUseCase,
    private readonly listTemplates: ListTemplatesUseCase,
    private readonly getTemplate: GetTemplateUseCase,
    private readonly updateTemplate: UpdateTemplateUseCase,
    private readonly deleteTemplate: DeleteTemplateUseCase,
    private readonly getMergeTags: GetMergeTagsUseCase,
    private readonly resolveTemplate: ResolveTemplateUseCase,
    private readonly renderTemplate: RenderTemplateUseCase,
  ) {}

  @MessagePattern(TemplateSubject.create)
  create(@Payload() { ctx, data }: Envelope<CreateTemplateDto>): Promise<TemplateView> {
    return this.createTemplate.execute(ctx.team_id, data);
  }

  @MessagePattern(TemplateSubject.list)
  list(@Payload() { ctx, data }: Envelope<ListTemplatesQuery>): Promise<TemplateListView> {
    return this.listTemplates.execute(ctx.team_id, data);
  }

  @MessagePattern(TemplateSubject.get)
  get(@Payload() { ctx, data }: Envelope<GetTemplateRequest>): Promise<TemplateView> {
    return this.getTemplate.execute(ctx.team_id, data);
  }

  @MessagePattern(TemplateSubject.update)
  update(@Payload() { ctx, data }: Envelope<UpdateTemplateRequest>): Promise<TemplateView> {
    return this.updateTemplate.execute(ctx.team_id, data);
  }

  @MessagePattern(TemplateSubject.delete)
  delete(@Payload() { ctx, data }: Envelope<TemplateRef>): Promise<{ slug: string }> {
    return this.deleteTemplate.execute(ctx.team_id, data);
  }

  @MessagePattern(TemplateSubject.mergeTags)
  mergeTags(@Payload() { ctx, data }: Envelope<TemplateRef>): Promise<MergeTagsView> {
    return this.getMergeTags.execute(ctx.team_id, data);
  }

  @MessagePattern(TemplateSubject.resolve)
  resolve(@Payload() { ctx, data }: Envelope<ResolveTemplateRequest>): Promise<ResolvedTemplate> {
    return this.resolveTemplate.execute(ctx, data);
  }

  @MessagePattern(TemplateSubject.render)
  render(@Payload() { ctx, data }: Envelope<RenderTemplateRequest>): Promise<RenderedTemplateView> {
    return this.renderTemplate.execute(ctx.team_id, data);
  }
}
