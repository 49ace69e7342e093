export * from './dns-test-server';
export * from './postgres-test-database';
export * from './smtp-sink';
export * from './context-data-source';
export * from './config-reading';
export * from './dkimpy-verifier';
export * from './scripted-smarthost';
export * from './service-failure';
