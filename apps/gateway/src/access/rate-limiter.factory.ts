import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { GATEWAY_CONFIG } from '../config/gateway.tokens';
import { GatewayConfig } from '../config/gateway.config';
import { IDENTITY_SCHEMA } from '../identity/identity.database';
import { BatchedPostgresRateLimiter } from './batched-postgres-rate-limiter';

export interface LimiterSpec {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  blockDurationSeconds?: number;
}

// Standalone counts in memory; distributed gateways share their counts through PostgreSQL.
@Injectable()
export class RateLimiterFactory {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @InjectDataSource(IDENTITY_SCHEMA) private readonly dataSource: DataSource,
  ) {}

  create(spec: LimiterSpec): RateLimiterAbstract {
    const options = {
      keyPrefix: spec.keyPrefix,
      points: spec.points,
      duration: spec.durationSeconds,
      blockDuration: spec.blockDurationSeconds ?? 0,
    };
    if (this.config.rateLimitStore === 'memory') return new RateLimiterMemory(options);
    return new BatchedPostgresRateLimiter({
      ...options,
      storeClient: this.dataSource,
      storeType: 'typeorm',
      schemaName: IDENTITY_SCHEMA,
      tableName: 'rate_limit',
      tableCreated: true,
      clearExpiredByTimeout: true,
      inMemoryBlockOnConsumed: spec.points,
      inMemoryBlockDuration: Math.min(spec.durationSeconds, 60),
    });
  }
}
