// Builds dist/h5 when it is missing or older than the sources, so `npm start` and the browser tests
// never run a stale app; the same for the mini-programs and the native app's Android bundle (bench).
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { MiniPlatform } from './miniPrograms'

const ROOT = path.resolve(__dirname, '..')

function newestMtime(entry: string): number {
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    0,
  )
}

type Target = 'h5' | MiniPlatform | 'rn'

const MARKERS: Record<'h5' | 'rn', string> = {
  h5: 'dist/h5/index.html',
  rn: 'dist/rn/android/index.android.bundle',
}

export function isBuildStale(platform: Target): boolean {
  const marker = path.join(
    ROOT,
    platform === 'h5' || platform === 'rn' ? MARKERS[platform] : `dist/${platform}/app.json`,
  )
  if (!existsSync(marker)) return true
  const built = statSync(marker).mtimeMs
  const inputs = ['src', 'types', 'common', 'config', '.env', 'package.json', 'babel.config.js']
  return inputs.some(
    (p) => existsSync(path.join(ROOT, p)) && newestMtime(path.join(ROOT, p)) > built,
  )
}

export function ensureBuild(platform: Target): void {
  if (!isBuildStale(platform)) return
  console.log(`Building dist/${platform}...`)
  const script = platform === 'rn' ? 'build:rn:android' : `build:${platform}`
  execSync(`npm run ${script}`, { cwd: ROOT, stdio: 'inherit' })
}
