// How Handlebars' compiler reads a mustache or block head; mirrored so that what we check and report is
// what it will run.

type Head = hbs.AST.PathExpression | hbs.AST.Literal;

// A literal head (`{{"first name"}}`, `{{true}}`) is looked up as a property of that name
// (transformLiteralToPath in compiler.js).
export function headPath(head: Head): hbs.AST.PathExpression {
  if (head.type === 'PathExpression') return head as hbs.AST.PathExpression;
  const original = String((head as { original?: unknown }).original);
  return { type: 'PathExpression', data: false, depth: 0, parts: [original], original, loc: head.loc };
}

// `this.x`, `./x` and `..` never name a helper or a block parameter (AST.helpers.scopedId).
export function isScoped(path: hbs.AST.PathExpression): boolean {
  return /^\.|this\b/.test(path.original);
}

// The name a head calls as a helper, if it can call one at all (AST.helpers.simpleId).
export function helperName(path: hbs.AST.PathExpression): string | null {
  const [name] = path.parts;
  return path.parts.length === 1 && name !== undefined && !isScoped(path) && path.depth === 0 ? name : null;
}

export function describeLocation(node: hbs.AST.Node): string {
  if (!node.loc) return '';
  return ` (line ${node.loc.start.line}, column ${node.loc.start.column + 1})`;
}
