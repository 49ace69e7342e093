import {
  CONTROL_CHARACTERS,
  MAX_SUBJECT_LENGTH,
  MAX_TEMPLATE_PART_LENGTH,
  withinCharacters,
} from '@mailroom/contracts';
import { createHash } from 'node:crypto';
import {
  compileOptions,
  createTemplateEnvironment,
  RUNTIME_OPTIONS,
  TemplateMode,
} from './handlebars-environment';
import { LruCache } from './lru-cache';
import { guardBlockHelpers, MAX_RENDER_STEPS } from './output-budget';
import { OutputMeter, toRenderData } from './render-data';
import { RenderLimitError } from './rendering-errors';
import { RenderedContent, SubstitutionData, TemplateContent, TemplatePart } from './template-content';
import { parseTemplatePart } from './template-parser';

export const MAX_RENDERED_PART_LENGTH = 5_000_000;
const DEFAULT_CACHE_SIZE = 1000;

export interface TemplateRendererOptions {
  cacheSize?: number;
  maxOutputLength?: number;
}

export interface TemplateCacheStats {
  size: number;
  hits: number;
  misses: number;
}

interface CompiledPart {
  template: HandlebarsTemplateDelegate;
  tags: number;
}

export class TemplateRenderer {
  private readonly env = createTemplateEnvironment();
  private readonly cache: LruCache<string, CompiledPart>;
  private readonly maxOutputLength: number;
  private hits = 0;
  private misses = 0;

  constructor(options: TemplateRendererOptions = {}) {
    this.cache = new LruCache(options.cacheSize ?? DEFAULT_CACHE_SIZE);
    this.maxOutputLength = options.maxOutputLength ?? MAX_RENDERED_PART_LENGTH;
    if (!Number.isInteger(this.maxOutputLength) || this.maxOutputLength < 1) {
      throw new RangeError(`maxOutputLength must be a positive integer, got ${this.maxOutputLength}.`);
    }
  }

  render(content: TemplateContent, data: SubstitutionData): RenderedContent {
    const meter = new OutputMeter();
    const renderData = toRenderData(data, meter);
    return {
      subject: this.renderPart('subject', content.subject, renderData, meter),
      html: this.renderPart('html', content.html, renderData, meter),
      text: this.renderPart('text', content.text, renderData, meter),
    };
  }

  cacheStats(): TemplateCacheStats {
    return { size: this.cache.size, hits: this.hits, misses: this.misses };
  }

  private renderPart(
    part: TemplatePart,
    source: string | null | undefined,
    data: SubstitutionData,
    meter: OutputMeter,
  ): string | null {
    if (source == null) return null;
    // Without a mustache Handlebars outputs its input unchanged: most direct sends need no compiling. (A
    // source over the template bound goes on to the parser, which refuses it.)
    if (!source.includes('{{') && withinCharacters(source, MAX_TEMPLATE_PART_LENGTH)) {
      return this.withinLimit(part, source);
    }
    const { template, tags } = this.compiled(part, source);
    meter.start(this.maxOutputLength, () => this.tooLong(part));
    // A block body evaluates at most every tag of its part once: capping the runs at steps / tags bounds the
    // tags evaluated in one render by MAX_RENDER_STEPS, whatever the data.
    const maxRuns = Math.floor(MAX_RENDER_STEPS / Math.max(1, tags));
    const helpers = guardBlockHelpers(this.env.helpers, { part, maxLength: this.maxOutputLength, maxRuns });
    return this.withinLimit(part, template(data, { ...RUNTIME_OPTIONS, helpers }));
  }

  // A subject is one header: the rules of a subject given directly (998 characters, no control character)
  // hold for it once rendered too. A line break from a substituted value would end the header early.
  private withinLimit(part: TemplatePart, output: string): string {
    if (output.length > this.maxOutputLength) throw this.tooLong(part);
    if (part !== 'subject') return output;
    if (!withinCharacters(output, MAX_SUBJECT_LENGTH)) {
      throw new RenderLimitError(
        part,
        `The rendered subject is longer than ${MAX_SUBJECT_LENGTH} characters.`,
      );
    }
    const control = CONTROL_CHARACTERS.exec(output);
    if (control) {
      const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
      throw new RenderLimitError(
        part,
        `The rendered subject contains a control character (U+${code}); a subject may not hold line breaks or other control characters.`,
      );
    }
    return output;
  }

  private tooLong(part: TemplatePart): RenderLimitError {
    return new RenderLimitError(
      part,
      `The rendered ${part} is longer than ${this.maxOutputLength} characters.`,
    );
  }

  private compiled(part: TemplatePart, source: string): CompiledPart {
    const mode: TemplateMode = part === 'html' ? 'html' : 'text';
    const key = createHash('sha256').update(`${mode}\n`).update(source).digest('hex');
    const cached = this.cache.get(key);
    if (cached) {
      this.hits += 1;
      return cached;
    }
    this.misses += 1;
    const { program, tags } = parseTemplatePart(part, source);
    const compiled = { template: this.env.compile(program, compileOptions(mode)), tags };
    this.cache.set(key, compiled);
    return compiled;
  }
}
