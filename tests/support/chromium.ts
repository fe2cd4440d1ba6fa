// The system Chromium for end-to-end tests and the bench (no browser download: the registry is the
// only thing reachable). On Debian as root it is installed with apt; elsewhere the user is told how.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

// Without the background-networking flags Chromium keeps dialling Google, which this network refuses.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return CANDIDATES.find((p) => existsSync(p))
}

/** Path of a Chromium binary, installing Debian's package when we may. Throws a one-line reason. */
export function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Installing Chromium with apt (one time)...')
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    )
    const installed = findChromium()
    if (installed) return installed
  }
  throw new Error(
    'Chromium not found: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
  )
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS })
}
