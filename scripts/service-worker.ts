// After `build:h5` (before compress.ts): bundles the service worker (src/serviceWorker/worker.ts)
// into dist/h5/sw.js with what it must know of this build: the files the page needs to start (the
// scripts and styles index.html names, the manifest and the icons it links), the offline page's
// words in the 20 languages from the locale files, and a version that changes with any of them.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { LANGS, type Lang } from '@wire/lang'
import { OFFLINE_KEYS, type OfflineWords } from '@/serviceWorker/offlinePage'
import type { ServiceWorkerBuild } from '@/serviceWorker/worker'

const ROOT = path.resolve(__dirname, '..')
const OUT = path.join(ROOT, 'dist', 'h5')
const WORKER = path.join(ROOT, 'src', 'serviceWorker')

/** The same-site files a page names in its src and href attributes, as paths. */
export function namedFiles(html: string): string[] {
  const paths = [...html.matchAll(/\b(?:src|href)="(\/[^"/][^"]*)"/g)].map((m) => m[1])
  return [...new Set(paths)]
}

/** The value at a dotted key of a locale file; a missing one fails the build. */
function wordAt(messages: Record<string, unknown>, key: string, lang: Lang): string {
  const value = key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined
  }, messages)
  if (typeof value !== 'string') throw new Error(`${lang}.json has no text at ${key}`)
  return value
}

function offlineWords(): Record<Lang, OfflineWords> {
  const entries = LANGS.map((lang) => {
    const file = path.join(ROOT, 'src', 'locales', `${lang}.json`)
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    const words = Object.fromEntries(
      Object.entries(OFFLINE_KEYS).map(([name, key]) => [name, wordAt(messages, key, lang)]),
    ) as OfflineWords
    return [lang, words] as const
  })
  return Object.fromEntries(entries) as Record<Lang, OfflineWords>
}

/** The icons a web app manifest names. */
function manifestIcons(manifest: string): string[] {
  const { icons = [] } = JSON.parse(manifest) as { icons?: { src: string }[] }
  return icons.map((icon) => icon.src)
}

function main(): void {
  const html = readFileSync(path.join(OUT, 'index.html'), 'utf8')
  const linked = namedFiles(html)
  const manifest = linked.find((file) => file.endsWith('.webmanifest'))
  const files = [
    ...linked,
    ...(manifest ? manifestIcons(readFileSync(path.join(OUT, manifest), 'utf8')) : []),
  ]
  const missing = files.filter((file) => !existsSync(path.join(OUT, file)))
  if (missing.length) throw new Error(`index.html names files the build lacks: ${missing}`)
  const precache = ['/', ...files]
  const words = offlineWords()
  const version = createHash('sha256')
  version.update(html)
  for (const file of files) version.update(readFileSync(path.join(OUT, file)))
  version.update(JSON.stringify(words))
  for (const source of readdirSync(WORKER).sort()) {
    version.update(readFileSync(path.join(WORKER, source)))
  }
  const build: ServiceWorkerBuild = {
    version: version.digest('hex').slice(0, 12),
    precache,
    words,
  }
  buildSync({
    entryPoints: [path.join(WORKER, 'worker.ts')],
    outfile: path.join(OUT, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    define: { SW_BUILD: JSON.stringify(build) },
    logLevel: 'warning',
  })
  console.log(`dist/h5/sw.js: build ${build.version}, ${precache.length} paths kept at install`)
}

if (require.main === module) main()
