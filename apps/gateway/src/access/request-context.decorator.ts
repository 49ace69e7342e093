import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { RequestContext } from '@mailroom/contracts';
import { FastifyRequest } from 'fastify';
import { AuthenticatedKey } from '../identity/use-cases/authenticate-api-key/authenticate-api-key.use-case';

// The caller as the AccessGuard established it, in the shape services receive.
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const caller = context.switchToHttp().getRequest<FastifyRequest>().mailroomContext;
  if (!caller) throw new Error('Caller used on a route that is not authenticated with an API key');
  return caller;
});

export const CallingKey = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedKey => {
  const key = context.switchToHttp().getRequest<FastifyRequest>().mailroomKey;
  if (!key) throw new Error('CallingKey used on a route that is not authenticated with an API key');
  return key;
});

export const RequestId = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  String(context.switchToHttp().getRequest<FastifyRequest>().id),
);
