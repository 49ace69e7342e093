import { Readable } from 'node:stream';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
// The route's parameter declarations: Nest keeps them only in its own metadata, which it exports for its
// sibling packages alone. A change there fails the build, not a request.
import { ROUTE_ARGS_METADATA, RouteParamtypes } from '@nestjs/common/internal';
import { Reflector } from '@nestjs/core';
import { FastifyRequest } from 'fastify';
import { FieldErrors, ServiceError } from '@mailroom/contracts';
import { ROUTE_POLICY, RoutePolicy } from '../access/route-policy';

// What a route reads of a request: a route that declares no query object (or no body object) takes none. A
// public route is not checked.
interface DeclaredInputs {
  checked: boolean;
  query: boolean;
  body: boolean;
}

// A query parameter, or a key of a JSON body, that a route of the API does not read is refused with 422
// naming it, as the routes that validate a query or body object refuse their unknown fields: a misspelt
// filter or option is never silently ignored. It runs after the access guard, so 401, 403 and the sandbox
// limits come first (it is registered after AccessGuard, and global guards run in that order). Public routes
// (tracking links, health) take what clients and mail scanners append. A guard rather than an interceptor:
// it runs on the send path, where an interceptor's observable cost a measurable share of a request.
@Injectable()
export class UndeclaredRequestFieldsGuard implements CanActivate {
  private readonly declared = new WeakMap<object, DeclaredInputs>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const inputs = this.inputsOf(context);
    if (!inputs.checked) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // Without a prototype, so that a field named __proto__ is named too.
    const errors = Object.create(null) as FieldErrors;
    if (!inputs.query) for (const name of keysOf(request.query)) errors[name] = [notAllowed(name)];
    if (!inputs.body) {
      if (Array.isArray(request.body) || isScalar(request.body))
        errors.body = ['The request body must be a JSON object.'];
      for (const name of keysOf(request.body)) errors[name] = [notAllowed(name)];
    }
    if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
    return true;
  }

  private inputsOf(context: ExecutionContext): DeclaredInputs {
    const handler = context.getHandler();
    let inputs = this.declared.get(handler);
    if (!inputs) {
      const policy = this.reflector.getAllAndOverride<RoutePolicy | undefined>(ROUTE_POLICY, [
        handler,
        context.getClass(),
      ]);
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ??
        {}) as object;
      const types = new Set(Object.keys(args).map((key) => Number(key.split(':')[0])));
      // A route handed the raw request reads what it needs of it itself.
      const whole = types.has(RouteParamtypes.REQUEST);
      inputs = {
        checked: policy !== undefined && policy.access !== 'public',
        query: whole || types.has(RouteParamtypes.QUERY),
        body: whole || types.has(RouteParamtypes.BODY),
      };
      this.declared.set(handler, inputs);
    }
    return inputs;
  }
}

// The keys of a parsed JSON object or query; a raw body (a stream or bytes) has none.
function keysOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  if (ArrayBuffer.isView(value) || value instanceof Readable) return [];
  return Object.keys(value);
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function notAllowed(name: string): string {
  return `The ${name} field is not allowed.`;
}
