// The api project's globalSetup (jest.config.js): see status-coverage.mjs.
export { setup as default } from './status-coverage.mjs';
