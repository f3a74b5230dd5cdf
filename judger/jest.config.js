/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: { warnOnly: false } }] },
  moduleNameMapper: {
    '^@verdict/common$': '<rootDir>/../common/src/index.ts',
    '^@verdict/queue$': '<rootDir>/../queue/src/index.ts',
  },
  globalSetup: '<rootDir>/test/global-setup.js',
  testTimeout: 120000,
};
