export type TemplatePart = 'subject' | 'html' | 'text';

// The order merge tags are reported in, and parts are rendered in.
export const TEMPLATE_PARTS: readonly TemplatePart[] = ['subject', 'html', 'text'];

export interface TemplateContent {
  subject?: string | null;
  html?: string | null;
  text?: string | null;
}

export interface RenderedContent {
  subject: string | null;
  html: string | null;
  text: string | null;
}

export type SubstitutionData = Record<string, unknown>;
