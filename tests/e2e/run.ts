// `npm run test:e2e`: current H5 and mini-program (WeChat, Alipay, Douyin) builds and a system
// Chromium, then the browser journeys and the mini-programs' pages in the Node harness.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureChromium } from '../support/chromium'
import { ensureBuild } from '../../scripts/ensureBuild'

try {
  ensureChromium()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
ensureBuild('h5')
ensureBuild('weapp')
ensureBuild('tt')
ensureBuild('alipay')
const jest = require.resolve('jest/bin/jest')
const result = spawnSync(
  process.execPath,
  [jest, '-c', path.join(__dirname, 'jest.config.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
