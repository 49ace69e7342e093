import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ServiceError } from '@mailroom/contracts';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { GatewayConfig } from '../config/gateway.config';
import { GATEWAY_CONFIG } from '../config/gateway.tokens';
import { isRateLimiterRes, rateLimitExceeded, retryAfterSeconds } from './limit-exceeded';
import { RateLimiterFactory } from './rate-limiter.factory';

export interface SandboxUsage {
  headers: Record<string, string>;
  exceededRetryAfter?: number;
}

// SPEC: sandbox keys get 10 requests a minute and 100 a day, and every sandbox response says how many remain.
@Injectable()
export class SandboxRateLimit implements OnModuleInit {
  private perMinute!: RateLimiterAbstract;
  private perDay!: RateLimiterAbstract;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly limiters: RateLimiterFactory,
  ) {}

  onModuleInit(): void {
    const limits = this.config.sandboxLimits;
    this.perMinute = this.limiters.create({
      keyPrefix: 'sandbox-minute',
      points: limits.perMinute,
      durationSeconds: 60,
    });
    this.perDay = this.limiters.create({
      keyPrefix: 'sandbox-day',
      points: limits.perDay,
      durationSeconds: 86_400,
    });
  }

  async consume(keyId: string): Promise<SandboxUsage> {
    const minute = await this.take(this.perMinute, keyId);
    // A request refused by the minute limit does not also spend the day's allowance.
    const day = minute.exceeded ? await this.peek(this.perDay, keyId) : await this.take(this.perDay, keyId);
    const exceeded = [minute, day]
      .filter((usage) => usage.exceeded)
      .map((usage) => retryAfterSeconds(usage.res));
    return {
      headers: this.headersOf(minute.res, day.res),
      exceededRetryAfter: exceeded.length > 0 ? Math.max(...exceeded) : undefined,
    };
  }

  // The headers as they stand, nothing spent: for an answer that serves nothing (an unknown route).
  async current(keyId: string): Promise<Record<string, string>> {
    const [minute, day] = await Promise.all([
      this.peek(this.perMinute, keyId),
      this.peek(this.perDay, keyId),
    ]);
    return this.headersOf(minute.res, day.res);
  }

  exceeded(retryAfter: number): ServiceError {
    return rateLimitExceeded(retryAfter, 'The sandbox request limit is reached; wait before retrying.');
  }

  private headersOf(minute: RateLimiterRes, day: RateLimiterRes): Record<string, string> {
    const limits = this.config.sandboxLimits;
    return {
      'X-Sandbox-RateLimit-Minute-Limit': String(limits.perMinute),
      'X-Sandbox-RateLimit-Minute-Remaining': String(Math.max(0, limits.perMinute - minute.consumedPoints)),
      'X-Sandbox-RateLimit-Day-Limit': String(limits.perDay),
      'X-Sandbox-RateLimit-Day-Remaining': String(Math.max(0, limits.perDay - day.consumedPoints)),
    };
  }

  private async take(
    limiter: RateLimiterAbstract,
    keyId: string,
  ): Promise<{ res: RateLimiterRes; exceeded: boolean }> {
    try {
      return { res: await limiter.consume(keyId), exceeded: false };
    } catch (rejection) {
      if (!isRateLimiterRes(rejection)) throw rejection;
      return { res: rejection, exceeded: true };
    }
  }

  private async peek(
    limiter: RateLimiterAbstract,
    keyId: string,
  ): Promise<{ res: RateLimiterRes; exceeded: boolean }> {
    const res = (await limiter.get(keyId)) ?? new RateLimiterRes(0, 0, 0, false);
    return { res, exceeded: res.consumedPoints > limiter.points };
  }
}
