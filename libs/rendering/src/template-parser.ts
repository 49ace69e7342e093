import Handlebars from 'handlebars';
import { TemplatePart } from './template-content';
import { TemplateSyntaxError } from './rendering-errors';
import { findRuleViolations } from './template-rules';
import { measureTemplatePart } from './template-size';

interface Inspection {
  program: hbs.AST.Program | null;
  problems: string[];
  tags: number;
}

export interface ParsedTemplatePart {
  program: hbs.AST.Program;
  // Mustache tags in the source: no block body evaluates more than this many.
  tags: number;
}

export function templatePartProblems(part: TemplatePart, source: string): string[] {
  return inspect(part, source).problems;
}

export function parseTemplatePart(part: TemplatePart, source: string): ParsedTemplatePart {
  const { program, problems, tags } = inspect(part, source);
  if (program === null || problems.length > 0) {
    throw new TemplateSyntaxError(part, problems[0] ?? `The ${part} does not parse.`);
  }
  return { program, tags };
}

function inspect(part: TemplatePart, source: string): Inspection {
  // Checked before parsing, so that what a template costs to parse and compile is bounded whoever calls.
  const { tags, problem } = measureTemplatePart(part, source);
  if (problem !== undefined) return { program: null, problems: [problem], tags };
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(source);
  } catch (error) {
    return { program: null, problems: [describeParseError(error)], tags };
  }
  return { program, problems: findRuleViolations(program), tags };
}

// The parser's messages quote the source around the error on a second line and point at it with a third
// ("-----^"); a 422 needs one line, so the quote goes in parentheses.
const CARET_LINE = /^-*\^$/;
// Handlebars' own exceptions end in " - line:column", the column counted from 0.
const LOCATED = /^([\s\S]*) - (\d+):(\d+)$/;

function describeParseError(error: unknown): string {
  if (!(error instanceof Error)) return 'The template does not parse.';
  const [head = '', excerpt = '', caret = '', ...rest] = error.message.split('\n');
  if (CARET_LINE.test(caret)) {
    return `${[head.replace(/[:.]$/, ''), ...rest].join(': ')} (near "${excerpt}")`;
  }
  const located = LOCATED.exec(error.message);
  if (located) {
    return `${located[1]} (line ${located[2]}, column ${Number(located[3]) + 1})`;
  }
  return error.message;
}
