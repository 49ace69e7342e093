import { Injectable, OnModuleInit } from '@nestjs/common';
import { ErrorCode } from '@mailroom/contracts';
import { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitExceeded, retryAfterSeconds } from './limit-exceeded';
import { RateLimiterFactory } from './rate-limiter.factory';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 5 * 60;
const BLOCK_SECONDS = 15 * 60;

// SPEC: 5 authentication failures within 5 minutes from one client address block it for 15 minutes.
@Injectable()
export class AuthFailureBlock implements OnModuleInit {
  private failures!: RateLimiterAbstract;

  constructor(private readonly limiters: RateLimiterFactory) {}

  onModuleInit(): void {
    this.failures = this.limiters.create({
      keyPrefix: 'auth-failures',
      points: MAX_FAILURES,
      durationSeconds: WINDOW_SECONDS,
    });
  }

  async assertNotBlocked(clientAddress: string): Promise<void> {
    const state = await this.failures.get(clientAddress);
    if (state && state.consumedPoints > MAX_FAILURES) {
      throw rateLimitExceeded(
        retryAfterSeconds(state),
        'Too many failed authentication attempts from this address; try again later.',
        ErrorCode.authBlocked,
      );
    }
  }

  async recordFailure(clientAddress: string): Promise<void> {
    const state = await this.failures.penalty(clientAddress, 1);
    if (state.consumedPoints >= MAX_FAILURES) await this.failures.block(clientAddress, BLOCK_SECONDS);
  }
}
