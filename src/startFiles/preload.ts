// H5, inline in index.html (scripts/start-files.ts writes it there with this build's files): asks
// for what the page the app opens on will need, as soon as the document is parsed. Without it the
// browser learns of the page's chunks and the language's messages only once the app's script has
// arrived and run, then waits a round trip for each. Self-contained: it is serialised as it is.

/** What each page and each language part needs fetched, by this build (config/startFiles.js). */
export interface StartFiles {
  /** route path -> its chunks' scripts and styles, as paths under the site's root */
  pages: Record<string, string[]>
  /** 'en', 'en-rest', ... -> the chunk of that part of the language's messages */
  langs: Record<string, string[]>
  /** routes that start with the first part of the messages only (routes.ts FIRST_SCREEN) */
  firstScreen: string[]
  defaultLang: string
}

export function preloadStartFiles(files: StartFiles): void {
  try {
    let lang = files.defaultLang
    try {
      // Taro's storage on H5: { data } as JSON under the key (stores/session.ts KEYS.lang)
      const stored = JSON.parse(localStorage.getItem('lang') ?? 'null') as { data?: unknown } | null
      if (typeof stored?.data === 'string' && files.langs[stored.data]) lang = stored.data
    } catch {
      // unreadable storage: the app falls back to the default language too
    }
    const page = location.hash.replace(/^#\/?/, '').split('?')[0]
    const wanted = [...(files.pages[page] ?? []), ...(files.langs[lang] ?? [])]
    if (page && !files.firstScreen.includes(page))
      wanted.push(...(files.langs[`${lang}-rest`] ?? []))
    for (const file of wanted) {
      const link = document.createElement('link')
      link.rel = 'preload'
      link.as = file.endsWith('.css') ? 'style' : 'script'
      link.href = `/${file}`
      document.head.appendChild(link)
    }
  } catch {
    // a hint only: the app asks for all of it itself
  }
}
