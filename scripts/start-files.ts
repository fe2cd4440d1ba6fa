// After `taro build --type h5` (before service-worker.ts, which versions index.html): writes the
// start hint (src/startFiles/hint.ts) into index.html's head, after the app's own scripts, with
// this build's files from start-files.json (config/startFiles.js), the routes and start-up's calls.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import { DEFAULT_LANG } from '@wire/lang'
import { FIRST_SCREEN, HOME, LOADING, ROUTES } from '@/routes'
import { CALLS } from '@/services/api/calls'
import { START_CALLS, startCallKey, type StartCall } from '@/startFiles/calls'
import { startHint, type HintCall, type StartHint } from '@/startFiles/hint'

const OUT = path.resolve(__dirname, '..', 'dist', 'h5')

const hintCalls = (calls: readonly StartCall[]): HintCall[] =>
  calls.map(({ name, fields, picture }) => {
    const call = CALLS[name as keyof typeof CALLS]
    if (!call) throw new Error(`start call ${name} is not in the house's calls`)
    return { method: call.method, path: call.path, fields, ...(picture ? { picture } : {}) }
  })

/** What the hint is told, from the build's files and the app's own tables. */
export function startHintOf(built: Pick<StartHint, 'pages' | 'langs'>): StartHint {
  return {
    ...built,
    firstScreen: [...FIRST_SCREEN],
    quoteRoutes: ROUTES.filter((r) => r.quotes).map((r) => r.path),
    home: HOME,
    loading: LOADING,
    defaultLang: DEFAULT_LANG,
    // services/http.ts apiBase as the build saw it; a base the hint gets wrong only costs the
    // head start (the app finds no answer under its own address and asks itself)
    api: `${process.env.TARO_APP_API_BASE ?? ''}/api`,
    calls: {
      boot: hintCalls(START_CALLS.boot),
      quotes: hintCalls(START_CALLS.quotes),
      home: hintCalls(START_CALLS.home),
    },
  }
}

/** The inline script for `hint`: the hint, called with it and the key function. */
export function startHintScript(hint: StartHint): string {
  // tsx, which runs this script, keeps function names through a `__name` helper inside the
  // functions' source: the page has none, so it gets one that does nothing
  const call = `(${startHint.toString()})(${JSON.stringify(hint)}, ${startCallKey.toString()})`
  const source = `(function () { var __name = function (f) { return f }; ${call} })()`
  return transformSync(source, { minify: true, target: 'es2019', loader: 'js' }).code.trim()
}

/**
 * `html` with `script` inline right after its head's last script: the browser asks for the app's
 * own scripts first, and the stylesheets after it do not hold it back (an inline script waits
 * for the stylesheets named before it).
 */
export function withStartHint(html: string, script: string): string {
  const head = html.slice(0, html.indexOf('</head>'))
  const end = head.lastIndexOf('</script>')
  if (end < 0) throw new Error('index.html has no script to put the start hint after')
  const at = end + '</script>'.length
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`
}

function main(): void {
  const manifest = path.join(OUT, 'start-files.json')
  const hint = startHintOf(JSON.parse(readFileSync(manifest, 'utf8')) as StartHint)
  const index = path.join(OUT, 'index.html')
  writeFileSync(index, withStartHint(readFileSync(index, 'utf8'), startHintScript(hint)))
  rmSync(manifest)
  const pages = Object.keys(hint.pages).length
  console.log(`dist/h5/index.html: start hint for ${pages} pages`)
}

if (require.main === module) main()
