import { jest } from '@jest/globals';

// One retry for an API test, as for the browser journeys (test/browser/playwright.config.ts): one that passes only on
// its second run is listed as flaky at the end of the run (test/support/flaky-reporter.mjs), a defect to fix, not a
// pass to forget, but a race met once on a loaded machine does not fail the whole run. The first run's error is printed.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
