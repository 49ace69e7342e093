export * from './database.module';
export * from './run-migrations';
export * from './tenant-guard';
export * from './postgres-errors';
export * from './keyset-cursor';
export * from './write-coalescer';
export * from './idempotency-keys';
