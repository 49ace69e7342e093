import { Injectable, OnModuleInit } from '@nestjs/common';
import { isHighVolumePlan, Plan } from '@mailroom/contracts';
import { RateLimiterAbstract } from 'rate-limiter-flexible';
import { isRateLimiterRes, rateLimitExceeded, retryAfterSeconds } from './limit-exceeded';
import { RateLimiterFactory } from './rate-limiter.factory';

const WINDOW_SECONDS = 5 * 60;
export const STANDARD_REQUESTS_PER_WINDOW = 300;
export const HIGH_VOLUME_REQUESTS_PER_WINDOW = 2_000;

// SPEC: 300 requests per 5 minutes per credential; 2,000 on Pro and Enterprise plans.
@Injectable()
export class ApiRateLimit implements OnModuleInit {
  private standard!: RateLimiterAbstract;
  private highVolume!: RateLimiterAbstract;

  constructor(private readonly limiters: RateLimiterFactory) {}

  onModuleInit(): void {
    this.standard = this.limiters.create({
      keyPrefix: 'api-standard',
      points: STANDARD_REQUESTS_PER_WINDOW,
      durationSeconds: WINDOW_SECONDS,
    });
    this.highVolume = this.limiters.create({
      keyPrefix: 'api-high-volume',
      points: HIGH_VOLUME_REQUESTS_PER_WINDOW,
      durationSeconds: WINDOW_SECONDS,
    });
  }

  async consume(keyId: string, plan: Plan): Promise<void> {
    const limiter = isHighVolumePlan(plan) ? this.highVolume : this.standard;
    try {
      await limiter.consume(keyId);
    } catch (rejection) {
      if (!isRateLimiterRes(rejection)) throw rejection;
      throw rateLimitExceeded(retryAfterSeconds(rejection), 'Too many requests; wait before retrying.');
    }
  }
}
