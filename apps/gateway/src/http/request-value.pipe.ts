import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { CONTROL_CHARACTERS, ServiceError } from '@mailroom/contracts';

// Bounds on any JSON body, whatever the route: checked before a DTO is built from it, since building one
// recurses and a body nested thousands deep would overflow the stack.
export const MAX_BODY_DEPTH = 32;
export const MAX_BODY_VALUES = 20_000;

// What neither PostgreSQL nor a JSON document can hold, and what no text field has a use for: NUL and the
// C0 controls other than tab, line feed and carriage return, and UTF-16 surrogates without their pair.
const BODY_TEXT_PROBLEM =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

interface Problem {
  path: string;
  message: string;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

// Every body, query and path value of every route goes through here first (routes added later included):
// a body string with a character no text field can store is a 422 naming the field, as is a query
// parameter with any control character; a path parameter holding one names no resource, so 404.
@Injectable()
export class RequestValuePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const body = metadata.type === 'body';
    const problem = findProblem({ value, path: metadata.data ?? '', depth: 0 }, body);
    if (problem === undefined) return value;
    if (metadata.type === 'param') throw ServiceError.notFound('The requested resource was not found.');
    throw ServiceError.validation({ [problem.path || (body ? 'body' : 'query')]: [problem.message] });
  }
}

function badText(text: string, body: boolean): boolean {
  return body ? BODY_TEXT_PROBLEM.test(text) : CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);
}

const TEXT_MESSAGE = 'may not contain NUL, control characters or unpaired UTF-16 surrogates.';

// Iterative, so that the depth check itself cannot overflow.
function findProblem(root: Pending, body: boolean): Problem | undefined {
  const pending: Pending[] = [root];
  let count = 0;
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    count += 1;
    if (count > MAX_BODY_VALUES) {
      return { path: root.path, message: `The request may hold at most ${MAX_BODY_VALUES} JSON values.` };
    }
    if (typeof value === 'string') {
      if (badText(value, body)) return { path, message: `The ${path || 'value'} ${TEXT_MESSAGE}` };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) {
      return { path, message: `The request may be nested at most ${MAX_BODY_DEPTH} levels deep.` };
    }
    for (const [key, child] of Object.entries(value)) {
      if (badText(key, body)) return { path, message: `The keys of ${path || 'the body'} ${TEXT_MESSAGE}` };
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}
