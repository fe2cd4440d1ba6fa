// After `taro build --type h5` (before service-worker.ts, which versions index.html): writes the
// start-files hint (src/startFiles/preload.ts) into index.html's head, with this build's files from
// start-files.json (config/startFiles.js), ahead of the app's own scripts.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import { DEFAULT_LANG } from '@wire/lang'
import { FIRST_SCREEN } from '@/routes'
import { preloadStartFiles, type StartFiles } from '@/startFiles/preload'

const OUT = path.resolve(__dirname, '..', 'dist', 'h5')

/** The inline script for `files`: the hint, called with them. */
export function startFilesScript(files: StartFiles): string {
  const source = `(${preloadStartFiles.toString()})(${JSON.stringify(files)})`
  return transformSync(source, { minify: true, target: 'es2019', loader: 'js' }).code.trim()
}

/** `html` with `script` inline just before its first script tag. */
export function withStartFiles(html: string, script: string): string {
  const at = html.indexOf('<script')
  if (at < 0) throw new Error('index.html has no script to put the start-files hint before')
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`
}

function main(): void {
  const manifest = path.join(OUT, 'start-files.json')
  const built = JSON.parse(readFileSync(manifest, 'utf8')) as Pick<StartFiles, 'pages' | 'langs'>
  const files: StartFiles = { ...built, firstScreen: [...FIRST_SCREEN], defaultLang: DEFAULT_LANG }
  const index = path.join(OUT, 'index.html')
  writeFileSync(index, withStartFiles(readFileSync(index, 'utf8'), startFilesScript(files)))
  rmSync(manifest)
  const pages = Object.keys(files.pages).length
  console.log(`dist/h5/index.html: start-files hint for ${pages} pages`)
}

if (require.main === module) main()
