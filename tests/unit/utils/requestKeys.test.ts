// Issue 46 item 1, one client write path: a page or component makes a money-moving write through
// useConfirmedWrite or useWrite (src/hooks), which keep one Idempotency-Key per intent. One that
// made its own key with newRequestKey would decide for itself when a key is new, and a retry after
// a lost answer could then move the money twice.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const SRC = path.resolve(__dirname, '../../../src')
const KEY_MAKER = 'newRequestKey'
/** Where a key may be made: where it is defined, and the hooks that keep one per intent. */
const MAY_MAKE_KEYS = [/^services\/http\.ts$/, /^hooks\//]

/** Every script under src/, as paths relative to it. */
function scripts(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return scripts(full)
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [path.relative(SRC, full)] : []
  })
}

/**
 * Whether the code names the key maker: imported (renamed or not), called, or read off the
 * module. Parsed, so a comment or a text that mentions it does not count.
 */
function namesKeyMaker(file: string, text: string): boolean {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const names = (node: ts.Node): boolean =>
    (ts.isIdentifier(node) && node.text === KEY_MAKER) ||
    (ts.isStringLiteral(node) &&
      node.text === KEY_MAKER &&
      ts.isElementAccessExpression(node.parent)) ||
    ts.forEachChild(node, names) === true
  return names(source)
}

const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8')

it('finds the key maker in every way code can name it, and not in words about it', () => {
  const named = (text: string) => namesKeyMaker('x.tsx', text)
  expect(named("import { newRequestKey } from '@/services/http'")).toBe(true)
  expect(named("import { newRequestKey as fresh } from '@/services/http'")).toBe(true)
  expect(named("import * as http from '@/services/http'\nhttp.newRequestKey()")).toBe(true)
  expect(named("import * as http from '@/services/http'\nhttp['newRequestKey']()")).toBe(true)
  expect(named("const { newRequestKey } = await import('@/services/http')")).toBe(true)
  expect(named('const key = useState(newRequestKey)')).toBe(true)
  expect(named('// a key from newRequestKey, kept by the hook\nconst a = 1')).toBe(false)
  expect(named("const text = 'newRequestKey'")).toBe(false)
})

it('reads every script of the app, the hook that keeps a key per intent among them', () => {
  const files = scripts()
  // the app has some four hundred; a wrong folder or pattern would find few or none
  expect(files.length).toBeGreaterThan(300)
  expect(files).toEqual(expect.arrayContaining(['hooks/useWrite.ts', 'services/http.ts']))
  expect(namesKeyMaker('hooks/useWrite.ts', read('hooks/useWrite.ts'))).toBe(true)
  expect(namesKeyMaker('services/http.ts', read('services/http.ts'))).toBe(true)
})

it('no page or component makes its own request key: its writes go through src/hooks', () => {
  const own = scripts()
    .filter((file) => !MAY_MAKE_KEYS.some((allowed) => allowed.test(file)))
    .filter((file) => namesKeyMaker(file, read(file)))
    .map((file) => `src/${file}`)
  // a file listed here makes its own key: move its write onto useConfirmedWrite or useWrite
  expect(own).toEqual([])
})
