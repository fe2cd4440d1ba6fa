// The bare Taro app's H5 build (dist/bare-h5): the app's own toolchain and config/index.ts
// (BENCH_BARE=1 switches only the source and output folders), then the same compression step, so
// the server sends both the same way. Rebuilt when missing or older than its inputs.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..', '..', '..')
export const BARE_DIST = path.join(ROOT, 'dist', 'bare-h5')

function newestMtime(entry: string): number {
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    0,
  )
}

export function ensureBareBuild(): string {
  const marker = path.join(BARE_DIST, 'index.html')
  const inputs = ['tests/bench/bare/src', 'config', 'package.json', 'babel.config.js']
  const stale =
    !existsSync(marker) ||
    inputs.some((p) => newestMtime(path.join(ROOT, p)) > statSync(marker).mtimeMs)
  if (stale) {
    console.log('Building dist/bare-h5...')
    execSync('npx taro build --type h5 && npx tsx scripts/compress.ts dist/bare-h5', {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_BARE: '1' },
    })
  }
  return BARE_DIST
}
