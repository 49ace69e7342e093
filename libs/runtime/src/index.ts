export * from './run-service';
export * from './ops-server.lifecycle';
export * from './claim-loop';
export * from './backoff';
export * from './claim-loop-worker';
export * from './hourly-job';
export * from './processed-event-retention';
export * from './idempotency-key-retention';
