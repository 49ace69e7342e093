// Transpile only (types are checked by the build): TypeScript sources, and the ES modules that NestJS 12 and
// nats.js ship, into CommonJS for jest.
const transpile = ['<rootDir>/test/jest/transformer.js', { tsconfig: '<rootDir>/tsconfig.jest.json' }];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(ts|js|mjs)$': transpile },
  // NestJS 12 and nats.js ship ES modules only: jest (CommonJS) must transform them.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@seriousme|@nats-io|uid|load-esm|file-type|strtok3|token-types|peek-readable|@tokenizer)/)',
  ],
  moduleNameMapper: {
    '^@mailroom/sdk$': '<rootDir>/packages/sdk/src',
    '^@mailroom/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1',
    '^@mailroom/testing/(.*)$': '<rootDir>/libs/testing/src/$1',
    '^@mailroom/(.*)$': '<rootDir>/libs/$1/src',
  },
  // The SDK is an ES module package whose sources import each other as './x.js'.
  resolver: '<rootDir>/test/jest/resolver.js',
  testMatch: [
    '<rootDir>/apps/**/*.spec.ts',
    '<rootDir>/libs/**/*.spec.ts',
    '<rootDir>/packages/*/src/**/*.spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
  ],
  globalSetup: '<rootDir>/test/jest/global-setup.js',
  globalTeardown: '<rootDir>/test/jest/global-teardown.js',
  // Suites start real processes (standalone, distributed apps); on a loaded 2-core machine that can take a while.
  testTimeout: 120_000,
  // Three suites at once on two cores: an end-to-end suite spends most of its time waiting on the processes
  // it started and on timers (two at once kept the cores 70% busy). A full run took 381 s with three, 531 s
  // with two.
  maxWorkers: 3,
};
