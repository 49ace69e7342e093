export * from './env-reader';
export * from './runtime.config';
export * from './dns.config';
export * from './network.config';
