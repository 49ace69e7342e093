import { describeLocation, headPath, helperName } from './ast-paths';
import { BlockHelper, isBlockHelper } from './handlebars-environment';

const AVAILABLE = 'only the blocks #if, #unless, #each and #with are available';

const MAX_BLOCK_PARAMS: Record<BlockHelper, 0 | 1 | 2> = { if: 0, unless: 0, each: 2, with: 1 };
const BLOCK_PARAMS_ALLOWED = [
  'does not take block parameters',
  'takes one block parameter',
  'takes at most two block parameters',
] as const;

// What a template may use beyond plain `{{path}}` substitution. Checked on the AST before anything is
// compiled, so that check, extract and render refuse the same templates with the same messages; the
// compiler's knownHelpersOnly is the second line.
export function findRuleViolations(program: hbs.AST.Program): string[] {
  const problems: string[] = [];
  visitProgram(program, problems);
  return [...new Set(problems)];
}

function visitProgram(program: hbs.AST.Program | undefined, problems: string[]): void {
  for (const statement of program?.body ?? []) {
    visitStatement(statement, problems);
  }
}

function visitStatement(node: hbs.AST.Statement, problems: string[]): void {
  switch (node.type) {
    case 'ContentStatement':
    case 'CommentStatement':
      return;
    case 'MustacheStatement':
      return checkMustache(node as hbs.AST.MustacheStatement, problems);
    case 'BlockStatement':
      return checkBlock(node as hbs.AST.BlockStatement, problems);
    case 'PartialStatement':
    case 'PartialBlockStatement':
      problems.push(`Partials are not supported${describeLocation(node)}`);
      return;
    case 'Decorator':
    case 'DecoratorBlock':
      problems.push(`Decorators are not supported${describeLocation(node)}`);
      return;
    default:
      problems.push(`Unsupported syntax ${node.type}${describeLocation(node)}`);
  }
}

function checkMustache(node: hbs.AST.MustacheStatement, problems: string[]): void {
  const path = headPath(node.path);
  const name = helperName(path);
  if (name !== null && isBlockHelper(name)) {
    problems.push(
      `"${name}" must be used as a block: {{#${name} value}}…{{/${name}}}${describeLocation(node)}`,
    );
  } else if (node.params.length > 0 || node.hash) {
    problems.push(`Unknown helper "${path.original}": ${AVAILABLE}${describeLocation(node)}`);
  }
}

function checkBlock(node: hbs.AST.BlockStatement, problems: string[]): void {
  const path = headPath(node.path);
  const name = helperName(path);
  if (name === null || !isBlockHelper(name)) {
    problems.push(`Unknown block helper "${path.original}": ${AVAILABLE}${describeLocation(node)}`);
  } else {
    checkBlockArguments(name, node, problems);
  }
  visitProgram(node.program, problems);
  visitProgram(node.inverse, problems);
}

function checkBlockArguments(name: BlockHelper, node: hbs.AST.BlockStatement, problems: string[]): void {
  const where = describeLocation(node);
  if (node.params.length !== 1) {
    problems.push(`#${name} takes exactly one value${where}`);
  }
  if (node.params.some((param) => param.type === 'SubExpression')) {
    problems.push(`Sub-expressions are not supported${where}`);
  }
  for (const pair of node.hash?.pairs ?? []) {
    const includeZero = pair.key === 'includeZero' && pair.value.type === 'BooleanLiteral';
    if (!(includeZero && (name === 'if' || name === 'unless'))) {
      problems.push(`#${name} does not take the option "${pair.key}"${where}`);
    }
  }
  const blockParams = node.program?.blockParams?.length ?? 0;
  if (blockParams > MAX_BLOCK_PARAMS[name]) {
    problems.push(`#${name} ${BLOCK_PARAMS_ALLOWED[MAX_BLOCK_PARAMS[name]]}${where}`);
  }
}
