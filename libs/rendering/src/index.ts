export type { RenderedContent, SubstitutionData, TemplateContent, TemplatePart } from './template-content';
export { RenderLimitError, TemplateSyntaxError } from './rendering-errors';
export { extractMergeTags } from './merge-tags';
export { checkTemplateSyntax } from './template-syntax';
export { MAX_RENDERED_PART_LENGTH, TemplateRenderer } from './template-renderer';
export type { TemplateCacheStats, TemplateRendererOptions } from './template-renderer';
export { LruCache } from './lru-cache';
