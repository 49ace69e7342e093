import {
  MAX_TEMPLATE_NESTING,
  MAX_TEMPLATE_PART_LENGTH,
  MAX_TEMPLATE_TAG_LENGTH,
  MAX_TEMPLATE_TAGS,
} from '@mailroom/contracts';
import { measureTemplatePart } from './template-size';

describe('measureTemplatePart', () => {
  it('counts tags, skipping comments', () => {
    expect(
      measureTemplatePart('html', 'a {{x}} {{#if y}}{{{z}}}{{/if}} {{!-- {{no}} --}} {{! short }}'),
    ).toEqual({
      tags: 4,
    });
  });

  it('counts a part in characters, as the request rules do: an emoji is one', () => {
    const emoji = '😀'.repeat(MAX_TEMPLATE_PART_LENGTH);
    expect(measureTemplatePart('text', emoji).problem).toBeUndefined();
    expect(measureTemplatePart('text', `${emoji}!`).problem).toBe(
      `The text may not be greater than ${MAX_TEMPLATE_PART_LENGTH} characters.`,
    );
  });

  it(`refuses more than ${MAX_TEMPLATE_TAGS} tags`, () => {
    expect(measureTemplatePart('html', '{{a}}'.repeat(MAX_TEMPLATE_TAGS)).problem).toBeUndefined();
    expect(measureTemplatePart('html', '{{a}}'.repeat(MAX_TEMPLATE_TAGS + 1)).problem).toBe(
      `The html may have at most ${MAX_TEMPLATE_TAGS} {{...}} tags.`,
    );
  });

  it('refuses a tag longer than the bound, which bounds the segments of a path', () => {
    const path = (length: number) => `{{${'a.'.repeat(length).slice(0, length - 4)}}}`;
    expect(measureTemplatePart('text', path(MAX_TEMPLATE_TAG_LENGTH)).problem).toBeUndefined();
    expect(measureTemplatePart('text', path(MAX_TEMPLATE_TAG_LENGTH + 1)).problem).toMatch(/longer than/);
  });

  it(`refuses blocks nested more than ${MAX_TEMPLATE_NESTING} deep, inverse blocks and whitespace control included`, () => {
    const nest = (depth: number, open: string) => `${open.repeat(depth)}x${'{{/with}}'.repeat(depth)}`;
    expect(measureTemplatePart('html', nest(MAX_TEMPLATE_NESTING, '{{#with a}}')).problem).toBeUndefined();
    expect(measureTemplatePart('html', nest(MAX_TEMPLATE_NESTING + 1, '{{#with a}}')).problem).toMatch(
      /nests/,
    );
    expect(measureTemplatePart('html', nest(MAX_TEMPLATE_NESTING + 1, '{{~^a}}')).problem).toMatch(/nests/);
    // Sequential blocks do not nest.
    expect(measureTemplatePart('html', '{{#if a}}x{{/if}}'.repeat(100)).problem).toBeUndefined();
  });
});
