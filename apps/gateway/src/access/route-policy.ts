import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { Scope } from '@mailroom/contracts';

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
  );

export const ApiKeyRoute = (options: { scope?: Scope; sandbox: 'allowed' | 'restricted' }): MethodDecorator =>
  applyDecorators(
    SetMetadata(ROUTE_POLICY, { access: 'api-key', ...options } satisfies RoutePolicy),
    ApiBearerAuth('api-key'),
  );
