/** Unit tests: pure logic beside the code. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testRegex: '\\.spec\\.ts$',
  setupFiles: ['reflect-metadata'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  moduleNameMapper: {
    '^@verdict/common$': '<rootDir>/../common/src/index.ts',
    '^@verdict/judger$': '<rootDir>/../judger/src/index.ts',
    '^@verdict/queue$': '<rootDir>/../queue/src/index.ts',
  },
};
