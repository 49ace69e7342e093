export * from './logger';
export * from './metrics';
export * from './readiness';
export * from './ops-server';
export * from './observability.module';
