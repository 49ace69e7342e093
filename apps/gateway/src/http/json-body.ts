import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ServiceError, ServiceErrorPayload } from '@mailroom/contracts';
import { FastifyRequest } from 'fastify';
import { isUtf8 } from 'node:buffer';
import { bodyNotUtf8, charsetNotUtf8, declaresCharsetOtherThanUtf8 } from './body-charset';
import { invalidBody } from './http-error.filter';
import { inexactNumberProblem } from './inexact-json-numbers';

// Bounds on any JSON body, whatever the route, checked as it is parsed: building a DTO from a body recurses,
// and a body nested thousands deep would overflow the stack; a body of a million values would cost its
// validators as much.
export const MAX_BODY_DEPTH = 32;
export const MAX_BODY_VALUES = 20_000;

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

// Where a parsed body first goes over a bound, named as a field path (`substitution_data.a.a`); iterative,
// so that the check itself cannot overflow. An object's or array's values are counted before they are
// listed: an array of a million values (a megabyte of `0,`, before any key is checked) is refused at once,
// where listing them with their paths held the event loop for a third of a second, and 20 MiB for seconds.
export function jsonStructureProblem(body: unknown): ServiceError | undefined {
  const pending: Pending[] = [{ value: body, path: '', depth: 0 }];
  // The values seen so far; with those pending, never more than MAX_BODY_VALUES.
  let count = 0;
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    count += 1;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) {
      return ServiceError.validation({
        [path || 'body']: [`The request may be nested at most ${MAX_BODY_DEPTH} levels deep.`],
      });
    }
    const children = Array.isArray(value) ? value.length : Object.keys(value).length;
    if (count + pending.length + children > MAX_BODY_VALUES) {
      return ServiceError.validation({
        [path || 'body']: [`The request may hold at most ${MAX_BODY_VALUES} JSON values.`],
      });
    }
    for (const [key, child] of Object.entries(value)) {
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

// What a JSON body that could not be read is parsed into: its answer, given by the access guard once the
// caller may use the route, so that a malformed body does not come before a 401 or a 403.
export class UnreadableBody {
  constructor(readonly payload: ServiceErrorPayload) {}
}

// Requests whose body is over its route's limit and is left unread (LargeBodyAdmission), with their answer:
// the guard gives it once the caller may use the route, as it answers an UnreadableBody.
const bodiesLeftUnread = new WeakMap<FastifyRequest, ServiceErrorPayload>();

export function leaveBodyUnread(request: FastifyRequest, answer: ServiceErrorPayload): void {
  bodiesLeftUnread.set(request, answer);
}

export function unreadableBodyAnswer(request: FastifyRequest): ServiceErrorPayload | undefined {
  return (
    bodiesLeftUnread.get(request) ??
    (request.body instanceof UnreadableBody ? request.body.payload : undefined)
  );
}

// JSON.parse, followed by the structure check and the check that every number was read as written. Bytes that are not UTF-8 are refused, not decoded into
// U+FFFD and stored or mailed in place of what the client meant; a body declared in another charset is
// refused whatever its bytes, as a body of a type the route does not take is (422 naming the body), but
// after the key's checks, as a malformed body is. A key named __proto__ is an own property of what it parses
// (it sets no prototype), and RequestValuePipe refuses it with the other reserved names, naming the object
// that holds it. An empty body is no body, as without the header: clients that always send
// `Content-Type: application/json` may DELETE, or POST to an action that takes nothing.
export function useBoundedJsonBodies(adapter: FastifyAdapter, bodyLimit: number): void {
  adapter.useBodyParser(
    'application/json',
    false,
    { bodyLimit },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, parsed?: unknown) => void) => {
      if (body.length === 0) return done(null, undefined);
      // JSON is UTF-8 (RFC 8259).
      if (declaresCharsetOtherThanUtf8(request.headers['content-type'] ?? ''))
        return done(null, new UnreadableBody(notUtf8Charset()));
      if (!isUtf8(body)) return done(null, new UnreadableBody(notUtf8()));
      const text = body.toString('utf8');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        return done(null, new UnreadableBody(notJson(error as Error)));
      }
      const problem = jsonStructureProblem(parsed) ?? inexactNumberProblem(parsed, text);
      done(null, problem ? new UnreadableBody(problem.payload) : parsed);
    },
  );
}

function notUtf8Charset(): ServiceErrorPayload {
  return charsetNotUtf8('the request body as JSON');
}

function notUtf8(): ServiceErrorPayload {
  return bodyNotUtf8('The request body holds bytes that are not UTF-8; JSON is sent in UTF-8.');
}

function notJson(error: Error): ServiceErrorPayload {
  return invalidBody('The request body is not valid JSON.', error.message);
}
