export * from './dns-test-server';
export * from './postgres-test-database';
