export * from './database.module';
export * from './run-migrations';
export * from './tenant-guard';
export * from './postgres-errors';
export * from './keyset-cursor';
export * from './write-batcher';
export * from './idempotency-keys';
export * from './prepared-statement';
