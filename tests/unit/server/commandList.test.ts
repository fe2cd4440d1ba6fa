// The one list of the areas' operator commands (server/src/ops/commandList.ts): an area's
// commands.ts the list does not hold would type-check and pass its own tests while `npm run ops`
// answers "unknown command". So every folder's commands.ts is listed, each command is named in
// the usage text, and the command line loads no package (it runs beside the server, not in it).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { PRODUCTS } from '../../../types/catalogue/jurisdiction'
import { USAGE } from '../../../server/src/ops/cli'
import { COMMAND_LIST } from '../../../server/src/ops/commandList'

const SRC = path.join(__dirname, '..', '..', '..', 'server', 'src')
// ops/commands.ts is the command line's own: it reads the list rather than being in it.
const withCommands = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ops')
  .map((entry) => entry.name)
  .filter((folder) => existsSync(path.join(SRC, folder, 'commands.ts')))

it('lists every area folder with a commands.ts once, by its folder name', async () => {
  const names = COMMAND_LIST.map((area) => area.name)
  expect([...names].sort()).toEqual([...withCommands].sort())
  expect(new Set(names).size).toBe(names.length)
  for (const folder of withCommands) {
    const module = (await import(path.join(SRC, folder, 'commands.ts'))) as Record<string, unknown>
    const listed = COMMAND_LIST.find((area) => area.name === folder)
    expect(Object.values(module)).toContain(listed)
  }
})

it('gives each command to one area', () => {
  const commands = COMMAND_LIST.flatMap((area) => Object.keys(area.commands))
  expect(new Set(commands).size).toBe(commands.length)
})

it("names each area's commands in the usage text, and only them", () => {
  for (const area of COMMAND_LIST) {
    // an entry starts at two spaces; its continuation lines are indented further
    const named = [...area.usage.matchAll(/^ {2}([a-z0-9-]+)/gm)].map((m) => m[1])
    expect(named.sort()).toEqual(Object.keys(area.commands).sort())
    expect(USAGE).toContain(`\n${area.usage}\n`)
  }
})

it("names the catalogue's products in product's usage", () => {
  const usage = COMMAND_LIST.find((area) => 'product' in area.commands)?.usage ?? ''
  for (const product of PRODUCTS) expect(usage).toMatch(new RegExp(`\\b${product}\\b`))
})

/** The modules `file` loads at run time (type-only imports are erased), as written. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const statements = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?'([^']+)'/gm
  return [...source.matchAll(statements)].map((m) => m[1])
}

it('loads no package from the command line: no Fastify, no database, no route module', () => {
  const seen = new Set<string>()
  const packages: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const spec of importsOf(file)) {
      const local = path.resolve(path.dirname(file), spec)
      if (spec.startsWith('.'))
        visit(existsSync(`${local}.ts`) ? `${local}.ts` : `${local}/index.ts`)
      // the rules both sides share are the project's own code, read through as well
      else if (spec.startsWith('@common/'))
        visit(path.join(SRC, '..', '..', 'common', `${spec.slice('@common/'.length)}.ts`))
      else if (!builtinModules.includes(spec.replace(/^node:/, ''))) packages.push(spec)
    }
  }
  visit(path.join(SRC, 'ops', 'cli.ts'))
  expect(packages).toEqual([])
  expect([...seen].filter((file) => path.basename(file) === 'routes.ts')).toEqual([])
  for (const area of COMMAND_LIST) expect(seen).toContain(path.join(SRC, area.name, 'commands.ts'))
})
