import { checkTemplateSyntax, extractMergeTags, TemplateSyntaxError } from '@mailroom/rendering';
import { createHash } from 'node:crypto';
import { invalidTemplateSyntax, missingBody } from './template-errors';

export interface VersionContent {
  subject: string | null;
  html: string | null;
  text: string | null;
}

// An empty part is an absent part: only null is stored, so that '' and null never make two versions.
export function contentPart(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

// Part of an idempotent send's fingerprint: it must stay stable for a given content.
export function contentHash(content: VersionContent): string {
  return createHash('sha256')
    .update(JSON.stringify([content.subject ?? null, content.html ?? null, content.text ?? null]))
    .digest('hex');
}

export function sameContent(a: VersionContent, b: VersionContent): boolean {
  return a.subject === b.subject && a.html === b.html && a.text === b.text;
}

// Refuses content that may not be stored, and answers the merge tags of content that may.
export function mergeTagsOfValidContent(content: VersionContent): string[] {
  if (content.html === null && content.text === null) throw missingBody();
  const errors = checkTemplateSyntax(content);
  if (Object.keys(errors).length > 0) throw invalidTemplateSyntax(errors);
  try {
    return extractMergeTags(content);
  } catch (error) {
    if (error instanceof TemplateSyntaxError) throw invalidTemplateSyntax({ [error.part]: [error.message] });
    throw error;
  }
}
