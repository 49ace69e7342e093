import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, RequestContext, ServiceError } from '@mailroom/contracts';
import { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { GatewayConfig } from '../config/gateway.config';
import { GATEWAY_CONFIG } from '../config/gateway.tokens';
import {
  AuthenticatedKey,
  AuthenticateApiKeyUseCase,
} from '../identity/use-cases/authenticate-api-key/authenticate-api-key.use-case';
import { ApiRateLimit } from './api-rate-limit';
import { AuthFailureBlock } from './auth-failure-block';
import { unreadableBodyAnswer } from '../http/json-body';
import { ROUTE_POLICY, RoutePolicy } from './route-policy';
import { SandboxRateLimit } from './sandbox-rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    mailroomContext?: RequestContext;
    mailroomKey?: AuthenticatedKey;
  }
}

const UNAUTHORIZED = new ServiceError({
  status: 401,
  error_code: ErrorCode.unauthorized,
  message: 'The API key is missing or invalid.',
});

// Every request passes here, in this order: auth-failure block, authentication, sandbox limits and
// restrictions, scope, rate limit. What it establishes becomes the RequestContext sent to services.
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly adminTokenHash: Buffer;

  constructor(
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly authenticate: AuthenticateApiKeyUseCase,
    private readonly authFailures: AuthFailureBlock,
    private readonly sandboxLimits: SandboxRateLimit,
    private readonly rateLimit: ApiRateLimit,
  ) {
    this.adminTokenHash = sha256(config.adminToken);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.admit(context, request);
    // A body that could not be read, or was too large to be, is answered only once the caller may use the
    // route, as any other request of the route is: it hides no 401 or 403 and escapes no sandbox limit.
    const unreadable = unreadableBodyAnswer(request);
    if (unreadable) throw new ServiceError(unreadable);
    return true;
  }

  private async admit(context: ExecutionContext, request: FastifyRequest): Promise<void> {
    const policy = this.reflector.getAllAndOverride<RoutePolicy | undefined>(ROUTE_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    // A route without a policy is a programming error: refuse rather than expose it.
    if (!policy) throw ServiceError.notFound();
    if (policy.access === 'public') return;

    const reply = context.switchToHttp().getResponse<FastifyReply>();
    await this.authFailures.assertNotBlocked(request.ip);
    const token = bearerToken(request.headers.authorization);

    if (policy.access === 'admin') {
      if (!token || !timingSafeEqual(sha256(token), this.adminTokenHash)) await this.refuse(request.ip);
      return;
    }

    const key = token ? await this.authenticateOrUnavailable(token) : null;
    if (!key) return this.refuse(request.ip);

    if (key.type === 'sandbox') {
      const usage = await this.sandboxLimits.consume(key.keyId);
      reply.headers(usage.headers);
      if (usage.exceededRetryAfter !== undefined) throw this.sandboxLimits.exceeded(usage.exceededRetryAfter);
      if (policy.sandbox !== 'allowed') {
        throw new ServiceError({
          status: 403,
          error_code: ErrorCode.sandboxRestricted,
          message: 'Sandbox API keys cannot use this endpoint.',
        });
      }
    }
    if (policy.scope && !key.scopes.includes(policy.scope)) {
      throw new ServiceError({
        status: 403,
        error_code: ErrorCode.insufficientScope,
        message: `This API key lacks the ${policy.scope} scope.`,
      });
    }
    await this.rateLimit.consume(key.keyId, key.plan);

    request.mailroomKey = key;
    request.mailroomContext = {
      team_id: key.teamId,
      key_id: key.keyId,
      key_type: key.type,
      scopes: key.scopes,
      plan: key.plan,
      monthly_limit: key.monthlyLimit,
      sandbox_recipient: key.type === 'sandbox' ? key.creatorEmail : undefined,
      request_id: String(request.id),
    };
  }

  // Before a large body is read (LargeBodyAdmission): the request must carry the admin token or a key that
  // authenticates, else it is refused as the guard would refuse it (the failure counts towards the client's
  // block), so that a client without credentials cannot make the gateway read, or wait for, its body.
  async assertCredentials(request: FastifyRequest): Promise<void> {
    await this.authFailures.assertNotBlocked(request.ip);
    const token = bearerToken(request.headers.authorization);
    if (!token) return this.refuse(request.ip);
    if (timingSafeEqual(sha256(token), this.adminTokenHash)) return;
    if (!(await this.authenticateOrUnavailable(token))) await this.refuse(request.ip);
  }

  private async authenticateOrUnavailable(token: string): Promise<AuthenticatedKey | null> {
    try {
      return await this.authenticate.execute(token);
    } catch {
      // The identity store is unreachable: the key may be fine, so this is not an authentication failure.
      throw ServiceError.unavailable();
    }
  }

  private async refuse(clientAddress: string): Promise<never> {
    await this.authFailures.recordFailure(clientAddress);
    throw UNAUTHORIZED;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
