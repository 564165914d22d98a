// Jest in ESM mode (node --experimental-vm-modules), TypeScript through SWC with decorator metadata.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];
// React modules of the frontend (router checks), with the automatic JSX runtime.
const swcTsx = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2023' },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': swc, '^.+\\.tsx$': swcTsx },
  testEnvironment: 'node',
};

const api = {
  ...common,
  setupFilesAfterEnv: ['<rootDir>/test/support/retry-once.ts'],
  globalSetup: '<rootDir>/test/support/status-coverage-setup.mjs',
  globalTeardown: '<rootDir>/test/support/status-coverage-check.mjs',
};

export default {
  forceExit: true,
  // Jest printed "A worker process has failed to exit gracefully" once per run: it kills a worker that has not exited
  // 500 ms after its end message. Traced (async_hooks from a --require preload, 2026-12-05): every worker had finished
  // with no handle open and emitted 'exit' 1-7 ms after the end message, so the time goes in the process's own teardown
  // after that (large heaps: the backend in module registries). With 3 s the message went from 4 runs of 4 to 1 of 2.
  workerGracefulExitTimeout: 3000,
  reporters: ['default', '<rootDir>/test/support/flaky-reporter.mjs'],
  testSequencer: '<rootDir>/test/support/api-groups-first.mjs',
  // Three files at a time on the 2 cores: an API test file waits on PostgreSQL, Redis and timers for part of its time,
  // which a third file fills (37 API files: 90-94 s against 103-116 s with two, load average 1.3-4, 2026-11-30).
  maxWorkers: 3,
  // API tests start a whole application on a fresh database; give them room on a busy 2-core machine.
  testTimeout: 90000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/frontend/src/**/*.test.ts', '<rootDir>/frontend/build/**/*.test.ts', '<rootDir>/test/fakes/**/*.test.ts', '<rootDir>/test/support/**/*.test.ts'] },
    // Every status the API tests observe must be documented for its operation (test/support/status-coverage.mjs).
    // 'api' runs the API test files in groups (test/support/api-groups.ts); 'api-file' runs the files named, each alone.
    { ...api, displayName: 'api', testMatch: ['<rootDir>/test/api/groups/*.test.ts'] },
    { ...api, displayName: 'api-file', testMatch: ['<rootDir>/test/api/*.test.ts'] },
    // Operations: the built app in real processes (start paths, several API processes, faults, backups).
    { ...common, displayName: 'ops', testMatch: ['<rootDir>/test/ops/**/*.test.ts'] },
  ],
};
