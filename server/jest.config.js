/** Unit tests: pure logic beside the code. */
const esmPackages = require('./jest.esm-packages');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testRegex: '\\.spec\\.ts$',
  setupFiles: ['reflect-metadata'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }], ...esmPackages.transform },
  transformIgnorePatterns: esmPackages.transformIgnorePatterns,
  moduleNameMapper: {
    '^@verdict/common$': '<rootDir>/../common/src/index.ts',
    '^@verdict/judger$': '<rootDir>/../judger/src/index.ts',
    '^@verdict/queue$': '<rootDir>/../queue/src/index.ts',
  },
};
