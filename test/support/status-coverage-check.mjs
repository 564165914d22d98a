// The api project's globalTeardown (jest.config.js): see status-coverage.mjs.
import { check } from './status-coverage.mjs';

export default () => check();
