import { Pagination } from '../pagination';

export interface TemplateView {
  id: string;
  slug: string;
  name: string;
  project_id: number;
  subject: string | null;
  html: string | null;
  text: string | null;
  version: number;
  merge_tags: string[];
  created_at: string;
  updated_at: string;
}

export interface TemplateListView {
  templates: TemplateView[];
  pagination: Pagination;
}

export interface MergeTagsView {
  merge_tags: string[];
}

// A version rendered as a send would render it: subject by SPEC's rule (the version's, else the name).
export interface RenderedTemplateView {
  slug: string;
  version: number;
  subject: string;
  html: string | null;
  text: string | null;
}

export interface ProjectView {
  id: number;
  name: string;
  is_default: boolean;
  created_at: string;
}

export interface ProjectListView {
  projects: ProjectView[];
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

export interface RenderTemplateRequest extends TemplateRef {
  version?: number;
  substitution_data?: Record<string, unknown>;
}
