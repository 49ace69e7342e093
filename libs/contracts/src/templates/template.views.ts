import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../pagination';

export class TemplateView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  slug!: string;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: 'integer' })
  project_id!: number;

  @ApiProperty({ type: String, nullable: true })
  subject!: string | null;

  @ApiProperty({ type: String, nullable: true })
  html!: string | null;

  @ApiProperty({ type: String, nullable: true })
  text!: string | null;

  @ApiProperty({ type: 'integer' })
  version!: number;

  @ApiProperty({ type: [String] })
  merge_tags!: string[];

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;
}

export class TemplateListView {
  @ApiProperty({ type: () => [TemplateView] })
  templates!: TemplateView[];

  @ApiProperty({ type: () => Pagination })
  pagination!: Pagination;
}

export class MergeTagsView {
  @ApiProperty({ type: [String] })
  merge_tags!: string[];
}

export class ProjectView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: Boolean })
  is_default!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;
}

export class ProjectListView {
  @ApiProperty({ type: () => [ProjectView] })
  projects!: ProjectView[];
}

// Bus payloads (inside Envelope.data) that carry a path parameter with a body or query.
export interface TemplateRef {
  slug: string;
  project_id?: number;
}

export interface GetTemplateRequest extends TemplateRef {
  version?: number;
}

export interface UpdateTemplateRequest extends TemplateRef {
  changes: { name?: string; subject?: string; html?: string; text?: string };
}

// SPEC send rule 4 and the subject rule: what sending asks for, and gets.
export interface ResolveTemplateRequest {
  slug: string;
  version?: number;
  project_id?: number;
  // The send request's subject; it overrides the template's.
  subject?: string;
}

export interface ResolvedTemplate {
  slug: string;
  project_id: number;
  name: string;
  version: number;
  subject: string;
  html: string | null;
  text: string | null;
  // SHA-256 of the version's subject, html and text: part of an idempotent send's fingerprint.
  content_hash: string;
}

export interface EnsureDefaultProjectRequest {
  team_id: number;
}
