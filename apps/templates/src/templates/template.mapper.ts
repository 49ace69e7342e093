import { Injectable } from '@nestjs/common';
import { ResolvedTemplate, TemplateView } from '@mailroom/contracts';
import { TemplateVersionEntity } from './template-version.entity';
import { TemplateEntity } from './template.entity';
import { resolveSubject } from './template-subject';

@Injectable()
export class TemplateMapper {
  // The name is not versioned, so an old version shows the current name. Its updated_at is when that
  // version was written: it has not changed since.
  toView(template: TemplateEntity, version: TemplateVersionEntity): TemplateView {
    const isCurrent = version.version === template.currentVersion;
    return {
      id: template.id,
      slug: template.slug,
      name: template.name,
      project_id: template.projectId,
      subject: version.subject,
      html: version.html,
      text: version.text,
      version: version.version,
      merge_tags: version.mergeTags,
      created_at: template.createdAt.toISOString(),
      updated_at: (isCurrent ? template.updatedAt : version.createdAt).toISOString(),
    };
  }

  toResolved(
    template: TemplateEntity,
    version: TemplateVersionEntity,
    requestedSubject: string | undefined,
  ): ResolvedTemplate {
    return {
      slug: template.slug,
      project_id: template.projectId,
      name: template.name,
      version: version.version,
      subject: resolveSubject(requestedSubject, version.subject, template.name),
      html: version.html,
      text: version.text,
      content_hash: version.contentHash,
    };
  }
}
