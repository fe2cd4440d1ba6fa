// How the server's feature folders may use each other (issue 46 item 5). Two features that import
// each other cannot be read, tested or changed one without the other, and a cycle through module
// loading leaves one side's bindings undefined while the other starts; so no pair goes both ways.
// And a feature uses another only through the module that feature keeps for it (public.ts): what
// the others depend on is then listed in one place, and everything else of the folder can change
// freely.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SRC = path.join(__dirname, '..', '..', '..', 'server', 'src')

/** Folders every feature may use directly: the plumbing (infra/) and the operator's tools. */
const INFRASTRUCTURE = new Set(['infra', 'ops'])

const PUBLIC = 'public'

const features = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.has(entry.name))
  .map((entry) => entry.name)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

interface CrossImport {
  /** the importing file, from server/src */
  from: string
  fromFeature: string
  /** the imported module, from server/src, without extension */
  to: string
  toFeature: string
}

// import/export ... from '...', and import '...' for its effects alone
const SPECIFIER = /(?:\bfrom\s+|\bimport\s+)'(\.{1,2}\/[^']+)'/g

const crossImports: CrossImport[] = features.flatMap((feature) =>
  sourceFiles(path.join(SRC, feature)).flatMap((file) => {
    const found: CrossImport[] = []
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = path.relative(SRC, path.resolve(path.dirname(file), match[1]))
      const toFeature = to.split(path.sep)[0]
      if (toFeature === feature || !features.includes(toFeature)) continue
      found.push({ from: path.relative(SRC, file), fromFeature: feature, to, toFeature })
    }
    return found
  }),
)

it('finds the cross-feature imports it checks', () => {
  // a broken pattern would pass both checks below by finding nothing
  expect(crossImports.length).toBeGreaterThan(50)
})

it('has no two features importing each other', () => {
  const edges = new Set(crossImports.map((i) => `${i.fromFeature} -> ${i.toFeature}`))
  const twoWay = crossImports
    .filter((i) => i.fromFeature < i.toFeature && edges.has(`${i.toFeature} -> ${i.fromFeature}`))
    .map((i) => {
      const back = crossImports.filter(
        (j) => j.fromFeature === i.toFeature && j.toFeature === i.fromFeature,
      )
      return `${i.from} -> ${i.to}; back: ${back.map((j) => `${j.from} -> ${j.to}`).join(', ')}`
    })
  expect(twoWay).toEqual([])
})

it('reaches another feature only through its public module', () => {
  const around = crossImports
    .filter((i) => i.to !== path.join(i.toFeature, PUBLIC))
    .map((i) => `${i.from} -> ${i.to}`)
  expect(around).toEqual([])
})
