export * from './run-service';
export * from './ops-server.lifecycle';
