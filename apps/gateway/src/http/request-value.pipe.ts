import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { CONTROL_CHARACTERS, ServiceError, UNPRINTABLE_TEXT } from '@mailroom/contracts';

// Names every object has (toString, constructor, __proto__...) and `prototype`: as a key of a body or a query
// they are dropped on the way to the route (deleted, or skipped as the request is built) and can break it, so
// a request holding one is refused rather than silently altered.
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

interface Problem {
  path: string;
  message: string;
}

// A value still to look at, and where it sits: its path is spelled out only for a value with a problem.
interface Pending {
  value: unknown;
  parent: Pending | undefined;
  key: string;
}

// `to.0.email`: the keys from the root down, the root's own name (a query or path parameter's) first.
function pathOf(entry: Pending): string {
  const chain: string[] = [];
  for (let at: Pending | undefined = entry; at; at = at.parent) chain.push(at.key);
  return chain.reduceRight((path, key) => (path ? `${path}.${key}` : key), '');
}

// Every body, query and path value of every route goes through here first (routes added later included):
// a body string with a character no text field can store, or a body key or query parameter of a reserved
// name, is a 422 naming the field, as is a query parameter with any control character; a path parameter
// holding one names no resource, so 404.
@Injectable()
export class RequestValuePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const body = metadata.type === 'body';
    const problem = findProblem({ value, parent: undefined, key: metadata.data ?? '' }, body, metadata.type);
    if (problem === undefined) return value;
    if (metadata.type === 'param') throw ServiceError.notFound('The requested resource was not found.');
    throw ServiceError.validation({ [problem.path || (body ? 'body' : 'query')]: [problem.message] });
  }
}

function badText(text: string, body: boolean): boolean {
  return body ? UNPRINTABLE_TEXT.test(text) : CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);
}

const TEXT_MESSAGE = 'may not contain NUL, control characters or unpaired UTF-16 surrogates.';

// Iterative, so that no nesting overflows the stack (JSON bodies are also bounded as they are parsed).
function findProblem(root: Pending, body: boolean, kind: ArgumentMetadata['type']): Problem | undefined {
  const whole = kind === 'query' ? 'the query' : 'the body';
  const pending: Pending[] = [root];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (badText(value, body)) {
        const path = pathOf(entry);
        return { path, message: `The ${path || 'value'} ${TEXT_MESSAGE}` };
      }
      continue;
    }
    // A raw body (a Buffer) is the route's to read.
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (badText(key, body)) {
        const path = pathOf(entry);
        return { path, message: `The keys of ${path || whole} ${TEXT_MESSAGE}` };
      }
      if (kind !== 'param' && RESERVED_KEYS.has(key)) {
        const path = pathOf(entry);
        return { path, message: `The keys of ${path || whole} may not be "${key}", a reserved name.` };
      }
      pending.push({ value: child, parent: entry, key });
    }
  }
  return undefined;
}
