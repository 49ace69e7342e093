export * from './env-reader';
export * from './runtime.config';
