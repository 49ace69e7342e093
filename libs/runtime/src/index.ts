export * from './run-service';
export * from './ops-server.lifecycle';
export * from './claim-loop';
export * from './backoff';
