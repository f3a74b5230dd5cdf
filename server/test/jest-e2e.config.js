/** End-to-end tests: the whole app over HTTP against a real database (and Redis in production mode). */
const esmPackages = require('../jest.esm-packages');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testRegex: '\\.e2e-spec\\.ts$',
  testTimeout: 60000,
  setupFiles: ['<rootDir>/test/utils/setup-env.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }], ...esmPackages.transform },
  transformIgnorePatterns: esmPackages.transformIgnorePatterns,
  moduleNameMapper: {
    '^@verdict/common$': '<rootDir>/../common/src/index.ts',
    '^@verdict/judger$': '<rootDir>/../judger/src/index.ts',
    '^@verdict/queue$': '<rootDir>/../queue/src/index.ts',
  },
};
