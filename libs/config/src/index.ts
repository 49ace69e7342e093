export * from './env-reader';
export * from './runtime.config';
export * from './dns.config';
