import { headPath, isScoped } from './ast-paths';
import { TEMPLATE_PARTS, TemplateContent } from './template-content';
import { parseTemplatePart } from './template-parser';

// A context as a path from the root of the substitution data; null when it has no such name (a literal,
// a data variable such as @index).
type ContextPath = readonly string[] | null;

interface Scope {
  // The current context first, then its parents: `../` walks this. Only #each and #with change the context;
  // Handlebars does not count #if and #unless as a level.
  contexts: readonly ContextPath[];
  // `as |item index|` names, visible in every program nested inside the block that declares them.
  blockParams: ReadonlyMap<string, ContextPath>;
}

const ROOT: Scope = { contexts: [[]], blockParams: new Map() };

export function extractMergeTags(content: TemplateContent): string[] {
  const tags = new Set<string>();
  for (const part of TEMPLATE_PARTS) {
    const source = content[part];
    if (source == null) continue;
    collect(parseTemplatePart(part, source).program, ROOT, tags);
  }
  return [...tags];
}

// Assumes a program that passed the template rules: mustaches carry no parameters, blocks are one of the
// four helpers with one value.
function collect(program: hbs.AST.Program | undefined, scope: Scope, tags: Set<string>): void {
  for (const statement of program?.body ?? []) {
    if (statement.type === 'MustacheStatement') {
      add(resolve(headPath((statement as hbs.AST.MustacheStatement).path), scope), tags);
    } else if (statement.type === 'BlockStatement') {
      collectBlock(statement as hbs.AST.BlockStatement, scope, tags);
    }
  }
}

function collectBlock(block: hbs.AST.BlockStatement, scope: Scope, tags: Set<string>): void {
  const [value] = block.params;
  const target = value?.type === 'PathExpression' ? resolve(value as hbs.AST.PathExpression, scope) : null;
  add(target, tags);
  const [helper] = headPath(block.path).parts;
  const changesContext = helper === 'each' || helper === 'with';
  collect(
    block.program,
    changesContext ? enter(scope, target, block.program?.blockParams ?? []) : scope,
    tags,
  );
  // {{else}} of #each and #with renders in the outer context.
  collect(block.inverse, scope, tags);
}

// An #each body runs once per element: its paths are reported under the array's own path
// (`items.name`), and so is its first block parameter; the second (index or key) has no data path.
function enter(scope: Scope, target: ContextPath, names: readonly string[]): Scope {
  const blockParams = new Map(scope.blockParams);
  names.forEach((name, index) => blockParams.set(name, index === 0 ? target : null));
  return { contexts: [target, ...scope.contexts], blockParams };
}

function resolve(path: hbs.AST.PathExpression, scope: Scope): ContextPath {
  if (path.data) {
    return path.depth === 0 && path.parts[0] === 'root' ? path.parts.slice(1) : null;
  }
  const [first = ''] = path.parts;
  if (path.depth === 0 && !isScoped(path) && scope.blockParams.has(first)) {
    const bound = scope.blockParams.get(first) ?? null;
    return bound === null ? null : [...bound, ...path.parts.slice(1)];
  }
  const base = scope.contexts[path.depth] ?? null;
  return base === null ? null : [...base, ...path.parts];
}

function add(path: ContextPath, tags: Set<string>): void {
  if (path !== null && path.length > 0) tags.add(path.join('.'));
}
