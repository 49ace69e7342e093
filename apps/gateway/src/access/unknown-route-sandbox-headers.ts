import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticateApiKeyUseCase } from '../identity/use-cases/authenticate-api-key/authenticate-api-key.use-case';
import { looksLikeSandboxKey } from '../identity/api-key-secret';
import { namesNoRoute } from '../http/console-routes';
import { bearerToken } from './access.guard';
import { AuthFailureBlock } from './auth-failure-block';
import { SandboxRateLimit } from './sandbox-rate-limit';

// An unknown route is answered 404 without the guard (no route, no policy; a GET lands in the console's
// catch-all when the console is built, which answers an API path 404 too), so a sandbox key would get it
// without the rate headers SPEC puts on every sandbox response. A Fastify hook, added as the app starts,
// gives them: read as they stand, nothing spent, since the 404 serves nothing. Only a token shaped as a
// sandbox key is looked up (no other gets headers); one that does not authenticate counts as a failed
// authentication, as it does on any route, so that 404s are no way around the block of a client that
// guesses keys. A blocked client, or any other caller, gets the plain 404.
@Injectable()
export class UnknownRouteSandboxHeaders implements OnModuleInit {
  constructor(
    private readonly authenticate: AuthenticateApiKeyUseCase,
    private readonly authFailures: AuthFailureBlock,
    private readonly sandboxLimits: SandboxRateLimit,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // Callback style: a request to a known route, or without a key, goes on without a promise of its own.
    fastify.addHook('onRequest', (request, reply, done) => {
      const token = namesNoRoute(request) ? bearerToken(request.headers.authorization) : undefined;
      if (!token || !looksLikeSandboxKey(token)) return done();
      void this.headersFor(request, token).then((headers) => {
        reply.headers(headers);
        done();
      });
    });
  }

  private async headersFor(request: FastifyRequest, token: string): Promise<Record<string, string>> {
    try {
      await this.authFailures.assertNotBlocked(request.ip);
      const key = await this.authenticate.execute(token);
      if (!key) {
        await this.authFailures.recordFailure(request.ip);
        return {};
      }
      return key.type === 'sandbox' ? await this.sandboxLimits.current(key.keyId) : {};
    } catch {
      // A blocked client, or an identity store that does not answer: the 404 is answered as it is.
      return {};
    }
  }
}
