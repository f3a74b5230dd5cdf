/** The fault suite: real API and judge processes from the build, killed and restarted (`pnpm test:faults`). */
const e2e = require('./jest-e2e.config');

/** @type {import('jest').Config} */
module.exports = {
  ...e2e,
  testRegex: '\\.faults-spec\\.ts$',
  testTimeout: 300000,
};
