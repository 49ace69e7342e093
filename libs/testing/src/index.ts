// Servers and fixtures for tests. What is costly to load is imported by its own path, so that the many suites
// that need none of it do not pay for it in each file: '@mailroom/testing/context-data-source' and
// '@mailroom/testing/service-failure' (NestJS and TypeORM), '@mailroom/testing/hostile-mail' (fast-check's
// alphabet of every code unit, which takes most of a second to build).
export * from './dns-test-server';
export * from './postgres-test-database';
export * from './smtp-sink';
export * from './config-reading';
export * from './dkimpy-verifier';
export * from './scripted-smarthost';
export * from './cpu-growth';
