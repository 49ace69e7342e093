import { TEMPLATE_PARTS, TemplateContent } from './template-content';
import { templatePartProblems } from './template-parser';

// Shaped as the `errors` of a 422: every problem of every part, an empty object when all parts are usable.
export function checkTemplateSyntax(content: TemplateContent): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const part of TEMPLATE_PARTS) {
    const source = content[part];
    if (source == null) continue;
    const problems = templatePartProblems(part, source);
    if (problems.length > 0) errors[part] = problems;
  }
  return errors;
}
