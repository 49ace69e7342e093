import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ErrorCode, Scope } from '@mailroom/contracts';
import { ApiErrors, ErrorAnswers } from '../http/api-docs';

export const ROUTE_POLICY = 'mailroom:route-policy';

// What a route demands of its caller. Sandbox keys may use only the routes SPEC allows them: a route that does
// not say sandbox: 'allowed' answers 403 sandbox_restricted to a sandbox key, so new routes are safe by default.
export interface RoutePolicy {
  access: 'public' | 'api-key' | 'admin';
  scope?: Scope;
  sandbox?: 'allowed' | 'restricted';
}

export const Public = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ROUTE_POLICY, { access: 'public' } satisfies RoutePolicy);

export const AdminOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(ROUTE_POLICY, { access: 'admin' } satisfies RoutePolicy),
    ApiSecurity('admin-token'),
    ApiErrors({
      401: [ErrorCode.unauthorized],
      // A query parameter or body field the route does not read (UndeclaredRequestFieldsGuard).
      422: [ErrorCode.validationError],
      429: [ErrorCode.authBlocked],
      503: [ErrorCode.serviceUnavailable],
    }),
  );

export const ApiKeyRoute = (options: { scope?: Scope; sandbox: 'allowed' | 'restricted' }): MethodDecorator =>
  applyDecorators(
    SetMetadata(ROUTE_POLICY, { access: 'api-key', ...options } satisfies RoutePolicy),
    ApiBearerAuth('api-key'),
    ApiErrors(apiKeyErrors(options)),
  );

// What the access guard answers before the route runs: authentication, the auth-failure block, sandbox
// limits and restrictions, the scope, the rate limit; and a 503 when a service behind it is down. Every
// such route refuses a query parameter or body field it does not read (UndeclaredRequestFieldsGuard).
function apiKeyErrors(options: { scope?: Scope; sandbox: 'allowed' | 'restricted' }): ErrorAnswers {
  const forbidden = [
    ...(options.scope ? [ErrorCode.insufficientScope] : []),
    ...(options.sandbox === 'restricted' ? [ErrorCode.sandboxRestricted] : []),
  ];
  return {
    401: [ErrorCode.unauthorized],
    ...(forbidden.length > 0 ? { 403: forbidden } : {}),
    422: [ErrorCode.validationError],
    429: [ErrorCode.authBlocked, ErrorCode.rateLimitExceeded],
    503: [ErrorCode.serviceUnavailable],
  };
}
