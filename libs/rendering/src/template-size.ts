import {
  MAX_TEMPLATE_NESTING,
  MAX_TEMPLATE_PART_LENGTH,
  MAX_TEMPLATE_TAG_LENGTH,
  MAX_TEMPLATE_TAGS,
  withinCharacters,
} from '@mailroom/contracts';
import { TemplatePart } from './template-content';

export interface TemplateSize {
  tags: number;
  problem?: string;
}

const LONG_COMMENT = /^\{\{~?!--/;
const SHORT_COMMENT = /^\{\{~?!/;
const LONG_COMMENT_END = /--~?\}\}/g;
const BLOCK_OPEN = /^\{\{~?\s*[#^][^}]/;
const BLOCK_CLOSE = /^\{\{~?\s*\//;

// One linear scan of the source before the parser sees it: what the parser, the rule checks and the compiler
// cost grows with the tags, the length of a tag and the nesting of blocks, and a source over the bounds is
// refused without parsing it. `{{!-- --}}` comments are skipped; an escaped `\{{` counts as a tag, which
// only makes the count larger.
export function measureTemplatePart(part: TemplatePart, source: string): TemplateSize {
  if (!withinCharacters(source, MAX_TEMPLATE_PART_LENGTH)) {
    return {
      tags: 0,
      problem: `The ${part} may not be greater than ${MAX_TEMPLATE_PART_LENGTH} characters.`,
    };
  }
  let tags = 0;
  let depth = 0;
  let open = source.indexOf('{{');
  while (open !== -1) {
    const comment = LONG_COMMENT.exec(source.slice(open, open + 6));
    const end = comment ? commentEnd(source, open + comment[0].length) : source.indexOf('}}', open + 2);
    if (end === -1) break;
    if (!comment && !SHORT_COMMENT.test(source.slice(open, open + 4))) {
      tags += 1;
      if (tags > MAX_TEMPLATE_TAGS) {
        return { tags, problem: `The ${part} may have at most ${MAX_TEMPLATE_TAGS} {{...}} tags.` };
      }
      const tag = source.slice(open, end + 2);
      if (tag.length > MAX_TEMPLATE_TAG_LENGTH) {
        return {
          tags,
          problem: `The ${part} has a {{...}} tag longer than ${MAX_TEMPLATE_TAG_LENGTH} characters.`,
        };
      }
      if (BLOCK_OPEN.test(tag)) depth += 1;
      else if (BLOCK_CLOSE.test(tag)) depth -= 1;
      if (depth > MAX_TEMPLATE_NESTING) {
        return { tags, problem: `The ${part} nests blocks more than ${MAX_TEMPLATE_NESTING} deep.` };
      }
    }
    open = source.indexOf('{{', end + 2);
  }
  return { tags };
}

// Where the `}}` that ends a `{{!-- --}}` comment starts; -1 when the comment is not closed.
function commentEnd(source: string, from: number): number {
  LONG_COMMENT_END.lastIndex = from;
  const match = LONG_COMMENT_END.exec(source);
  return match ? match.index + match[0].length - 2 : -1;
}
