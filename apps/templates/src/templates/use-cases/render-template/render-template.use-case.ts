import { Injectable } from '@nestjs/common';
import { ErrorCode, RenderedTemplateView, RenderTemplateRequest, ServiceError } from '@mailroom/contracts';
import { RenderLimitError, TemplateRenderer, TemplateSyntaxError } from '@mailroom/rendering';
import { TemplateLookup } from '../../template-lookup';
import { resolveSubject } from '../../template-subject';

// A preview: the version rendered by the same renderer and rules as a send with template_slug, so what it
// shows is what a recipient would get (before tracking and MIME).
@Injectable()
export class RenderTemplateUseCase {
  constructor(
    private readonly lookup: TemplateLookup,
    private readonly renderer: TemplateRenderer,
  ) {}

  async execute(teamId: number, request: RenderTemplateRequest): Promise<RenderedTemplateView> {
    const template = await this.lookup.find(teamId, request);
    const version = await this.lookup.findVersion(teamId, template, request.version);
    try {
      const rendered = this.renderer.render(
        {
          subject: resolveSubject(undefined, version.subject, template.name),
          html: version.html,
          text: version.text,
        },
        request.substitution_data ?? {},
      );
      return {
        slug: template.slug,
        version: version.version,
        subject: rendered.subject ?? '',
        html: rendered.html,
        text: rendered.text,
      };
    } catch (error) {
      if (error instanceof TemplateSyntaxError)
        throw ServiceError.validation({ [error.part]: [error.message] });
      if (error instanceof RenderLimitError) {
        throw new ServiceError({ status: 400, error_code: ErrorCode.sendError, message: error.message });
      }
      throw error;
    }
  }
}
