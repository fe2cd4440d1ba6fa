// Issue 24 item 6: a cold start to Home loads the first screen's messages only (locales/parts.ts);
// every other page waits for the rest, and the first part holds every group Home's code names.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { activateLanguage, completeLanguage, t, translation } from '@/locales'
import type * as Load from '@/locales/load'
import { FIRST_SCREEN_GROUPS, pickPart } from '@/locales/parts'
import { Screen } from '@/components/Screen'
import { HOME, LOADING, LOGIN } from '@/routes'
import { openAt, signedOut } from './helpers'

// The network's edge: the rest of a language can be mockHeld back, as on a slow connection.
let mockHeld: Promise<void> = Promise.resolve()
let mockFirstHeld: Promise<void> = Promise.resolve()
const mockAsked: string[] = []
jest.mock('@/locales/load', () => {
  const real = jest.requireActual<typeof Load>('@/locales/load')
  return {
    loadMessages: async (...args: Parameters<typeof real.loadMessages>) => {
      mockAsked.push(args.join('.'))
      await (args[1] === 'rest' ? mockHeld : mockFirstHeld)
      return real.loadMessages(...args)
    },
  }
})

const ROOT = path.join(__dirname, '../../..')
const english = JSON.parse(readFileSync(path.join(ROOT, 'src/locales/en.json'), 'utf8')) as Record<
  string,
  unknown
>
const GROUPS = new Set(Object.keys(english))

const ALIASES: Record<string, string> = { '@/': 'src/', '@wire/': 'types/', '@common/': 'common/' }
// as the H5 build resolves: the platform's file first
const SUFFIXES = [
  '.h5.ts',
  '.h5.tsx',
  '.ts',
  '.tsx',
  '/index.h5.ts',
  '/index.h5.tsx',
  '/index.ts',
  '/index.tsx',
]

function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a))
  const base = alias
    ? path.join(ROOT, ALIASES[alias], spec.slice(alias.length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null // a package
  if (base === null) return null
  const file = ['', ...SUFFIXES]
    .map((s) => base + s)
    .find((f) => /\.tsx?$/.test(f) && existsSync(f))
  return file ?? null
}

/** The message groups named by the code `entries` load statically (a dynamic import is a chunk of
 *  its own), as string literals ('home.title', `market.type.${kind}`), comments left out. */
function groupsNamedFrom(entries: string[]): Set<string> {
  const named = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    for (const m of code.matchAll(/['`]([a-z][A-Za-z]*)\.[A-Za-z$][\w.${}]*['`]/g)) {
      if (GROUPS.has(m[1])) named.add(m[1])
    }
    for (const m of code.matchAll(
      /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\s+'([^']+)'/g,
    )) {
      const next = resolve(file, m[1] ?? m[2])
      if (next) visit(next)
    }
  }
  entries.forEach((entry) => visit(path.join(ROOT, entry)))
  return named
}

describe('messages in two parts', () => {
  it('puts exactly the groups the first screen names in the first part', () => {
    const named = groupsNamedFrom([
      'src/app.ts',
      'src/pages/common/loading.tsx',
      'src/pages/index/index.tsx',
    ])
    expect([...named].sort()).toEqual([...FIRST_SCREEN_GROUPS].sort())
  })

  it('splits a language into two parts that together are the whole', () => {
    const first = pickPart(english, 'first')
    const rest = pickPart(english, 'rest')
    expect(Object.keys(first).sort()).toEqual([...FIRST_SCREEN_GROUPS].sort())
    expect({ ...first, ...rest }).toEqual(english)
    // what a cold start to Home waits for: well under half of the messages
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(english).length / 3)
  })

  it("cuts the build's chunks by the same rule", () => {
    // config/localePart.js, a webpack loader (CommonJS, untyped): `this` is its context
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loader = require('../../../config/localePart.js') as (this: object, src: string) => string
    for (const part of ['first', 'rest'] as const) {
      const cut = loader.call({ resourceQuery: `?part=${part}` }, JSON.stringify(english))
      expect(JSON.parse(cut)).toEqual(pickPart(english, part))
    }
  })

  it('starts on the first part and completes the language when asked', async () => {
    await activateLanguage('de', { firstScreen: true })
    expect(translation).toMatchObject({ active: 'de', complete: false })
    expect(t('route.home')).not.toBe('route.home')
    expect(t('withdraw.coin')).toBe('withdraw.coin')

    await completeLanguage()
    expect(translation.complete).toBe(true)
    expect(t('withdraw.coin')).not.toBe('withdraw.coin')
  })

  it('loads a language switched to in full, asking for both parts at once', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    mockHeld = held
    mockFirstHeld = held
    const switching = activateLanguage('fr')
    await Promise.resolve()
    expect(mockAsked.filter((asked) => asked.startsWith('fr.'))).toEqual(['fr.first', 'fr.rest'])
    release()
    await switching
    expect(translation).toMatchObject({ active: 'fr', complete: true })
  })
})

describe("a page's body", () => {
  const testUtils = new TestUtils()
  const Page = () => (
    <Screen>
      <Text className='body'>{t('common.retry')}</Text>
    </Screen>
  )

  beforeEach(() => signedOut())
  afterEach(() => {
    testUtils.unmout() // sic: the library's spelling
    document.body.innerHTML = ''
  })

  it('waits for the rest of the messages off the first screen, then shows', async () => {
    let release = () => {}
    mockHeld = new Promise((resolve) => (release = resolve))
    await activateLanguage('it', { firstScreen: true })
    openAt(LOGIN)
    await testUtils.mount(Page)
    // mounted, so what the page does when shown still runs, but not shown: it would show keys
    const body = () => document.querySelector<HTMLElement>('.screen__body')
    expect(document.querySelector('.body')).not.toBeNull()
    expect(body()?.style.display).toBe('none')
    expect(document.querySelector('[role="status"]')).not.toBeNull()
    release()
    await testUtils.act(() => completeLanguage())
    expect(body()?.style.display).toBe('')
    expect(document.querySelector('[role="status"]')).toBeNull()
    expect(document.querySelector('.body')?.textContent).toBe(t('common.retry'))
  })

  it.each([HOME, LOADING])('shows at once on the first screen (%s)', async (route) => {
    await activateLanguage('es', { firstScreen: true })
    openAt(route)
    await testUtils.mount(Page)
    expect(document.querySelector('.body')).not.toBeNull()
  })
})
