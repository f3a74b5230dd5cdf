/** Unit tables beside the code, and the drivers against the real Redis (random key prefixes). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  moduleNameMapper: { '^@verdict/common$': '<rootDir>/../common/src/index.ts' },
  testTimeout: 60000,
};
