// The store bench runs where the store runs in tests: the client project (Taro H5 runtime, jsdom).
const path = require('node:path')
const { projects } = require('../../jest.config.js')

const client = projects.find((p) => p.displayName === 'client')
module.exports = {
  ...client,
  rootDir: path.resolve(__dirname, '..', '..'),
  testMatch: ['<rootDir>/tests/bench/**/*.bench.ts'],
}
