import Handlebars from 'handlebars';
import { BLOCK_HELPERS } from './handlebars-environment';
import { TemplatePart } from './template-content';
import { RenderLimitError } from './rendering-errors';

// Tags one render of a part may evaluate in block bodies. Blocks run whatever they output:
// `{{#each a}}{{#each ../a}}{{/each}}{{/each}}` over two 10,000-element arrays outputs nothing and would
// still run a hundred million bodies. The renderer caps the runs of a part at this divided by its tags.
export const MAX_RENDER_STEPS = 100_000;

export interface OutputLimits {
  part: TemplatePart;
  maxLength: number;
  maxRuns: number;
}

// The block helpers of one render, wrapped so that a template that multiplies its output through #each
// is stopped while it renders, before it builds a string of gigabytes. Every block's output ends up in
// the part's output, so a block that has produced more than the bound, or top-level blocks that have
// together, already prove the part too long.
export function guardBlockHelpers(
  helpers: Record<string, Handlebars.HelperDelegate>,
  { part, maxLength, maxRuns }: OutputLimits,
): Record<string, Handlebars.HelperDelegate> {
  let depth = 0;
  let topLevelLength = 0;
  let runs = 0;

  const tooLong = () =>
    new RenderLimitError(part, `The rendered ${part} is longer than ${maxLength} characters.`);

  const track = (
    body: Handlebars.TemplateDelegate,
    produced: { length: number },
  ): Handlebars.TemplateDelegate =>
    function (context: unknown, options?: Handlebars.RuntimeOptions): string {
      runs += 1;
      if (runs > maxRuns) {
        throw new RenderLimitError(part, `The ${part} runs its blocks more than ${maxRuns} times.`);
      }
      depth += 1;
      let output: string;
      try {
        output = body(context, options);
      } finally {
        depth -= 1;
      }
      produced.length += output.length;
      if (produced.length > maxLength) throw tooLong();
      return output;
    };

  const guard = (helper: Handlebars.HelperDelegate): Handlebars.HelperDelegate =>
    function (this: unknown, value: unknown, options: Handlebars.HelperOptions): string {
      const topLevel = depth === 0;
      const produced = { length: 0 };
      const output = helper.call(this, value, {
        ...options,
        fn: track(options.fn, produced),
        inverse: track(options.inverse, produced),
      }) as string;
      if (topLevel) {
        topLevelLength += output.length;
        if (topLevelLength > maxLength) throw tooLong();
      }
      return output;
    };

  return Object.fromEntries(BLOCK_HELPERS.map((name) => [name, guard(helpers[name])]));
}
