// The start-files hint index.html carries (issue 47): as the build writes it, run against the
// browser's storage, address and document, stood in for.
import { startFilesScript, withStartFiles } from '../../../scripts/start-files'
import type { StartFiles } from '@/startFiles/preload'

const files: StartFiles = {
  pages: {
    'pages/index/index': [],
    'pages/quoteDetail/quoteDetail': ['js/2248.a.js', 'css/339.b.css', 'js/339.c.js'],
  },
  langs: {
    en: ['js/lang-en.1.js'],
    'en-rest': ['js/lang-en-rest.2.js'],
    de: ['js/lang-de.3.js'],
    'de-rest': ['js/lang-de-rest.4.js'],
  },
  firstScreen: ['pages/common/loading', 'pages/index/index'],
  defaultLang: 'en',
}

/** What the hint asks the browser to fetch, opened at `hash` with `stored` under 'lang'. */
function preloaded(hash: string, stored: () => string | null): string[] {
  const links: Array<Record<string, string>> = []
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  }
  const run = new Function('localStorage', 'location', 'document', startFilesScript(files))
  run({ getItem: stored }, { hash }, document)
  for (const link of links) expect(link.rel).toBe('preload')
  return links.map((link) => `${link.as} ${link.href}`)
}

describe('the start-files hint', () => {
  it("fetches the page's chunks and both parts of the stored language off the first screen", () => {
    const de = () => JSON.stringify({ data: 'de' })
    expect(preloaded('#/pages/quoteDetail/quoteDetail?match_id=2', de)).toEqual([
      'script /js/2248.a.js',
      'style /css/339.b.css',
      'script /js/339.c.js',
      'script /js/lang-de.3.js',
      'script /js/lang-de-rest.4.js',
    ])
  })

  it('fetches only the first part on the first screen, in the default language when none is stored', () => {
    expect(preloaded('', () => null)).toEqual(['script /js/lang-en.1.js'])
    expect(preloaded('#/pages/index/index', () => null)).toEqual(['script /js/lang-en.1.js'])
  })

  it('falls back to the default language when the stored one is unknown or unreadable', () => {
    expect(preloaded('#/', () => JSON.stringify({ data: 'xx' }))).toEqual([
      'script /js/lang-en.1.js',
    ])
    expect(preloaded('#/', () => '{not json')).toEqual(['script /js/lang-en.1.js'])
    expect(
      preloaded('#/', () => {
        throw new Error('storage disabled')
      }),
    ).toEqual(['script /js/lang-en.1.js'])
  })

  it('asks for nothing of a page the build does not know', () => {
    expect(preloaded('#/pages/gone/gone', () => null)).toEqual([
      'script /js/lang-en.1.js',
      'script /js/lang-en-rest.2.js',
    ])
  })

  it("goes before index.html's first script, so the browser asks before running anything", () => {
    const html =
      '<head><title>x</title><script>rem()</script><script defer src="/js/app.js"></script>'
    expect(withStartFiles(html, 'hint()')).toBe(
      '<head><title>x</title><script>hint()</script><script>rem()</script><script defer src="/js/app.js"></script>',
    )
    expect(() => withStartFiles('<head></head>', 'hint()')).toThrow(/no script/)
  })
})
