// Builds dist/h5 when it is missing or older than the sources, so `npm start` and the browser tests
// never run a stale app.
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

export function isBuildStale(platform: 'h5' | MiniPlatform): boolean {
  const marker = path.join(ROOT, 'dist', platform, platform === 'h5' ? 'index.html' : 'app.json')
  if (!existsSync(marker)) return true
  const built = statSync(marker).mtimeMs
  const inputs = ['src', 'types', 'common', 'config', '.env', 'package.json', 'babel.config.js']
  return inputs.some(
    (p) => existsSync(path.join(ROOT, p)) && newestMtime(path.join(ROOT, p)) > built,
  )
}

export function ensureBuild(platform: 'h5' | MiniPlatform): void {
  if (!isBuildStale(platform)) return
  console.log(`Building dist/${platform}...`)
  execSync(`npm run build:${platform}`, { cwd: ROOT, stdio: 'inherit' })
}
