const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  // NestJS 12 and nats.js ship ES modules only: jest (CommonJS) must transform them.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@nats-io|uid|load-esm|file-type|strtok3|token-types|peek-readable|@tokenizer)/)',
  ],
  moduleNameMapper: { '^@mailroom/(.*)$': '<rootDir>/libs/$1/src' },
  testMatch: ['<rootDir>/apps/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
