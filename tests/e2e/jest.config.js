// Browser journeys: the real server process serving dist/h5, driven by headless Chromium.
const path = require('node:path')

module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  // server code seeded in-process (richText.e2e.ts) imports the rules and wire types shared
  // with the app
  moduleNameMapper: {
    '^@common/(.*)$': '<rootDir>/common/$1',
    '^@wire/(.*)$': '<rootDir>/types/$1',
  },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  testTimeout: 180000,
  maxWorkers: 1,
}
