// Webpack plugin (H5): writes start-files.json, what each page and each part of a language's
// messages need fetched, as paths: the chunks a page's route loads (its scripts and styles) and a
// part's chunk. index.html's start hint fetches those of the page it opens on and of the stored
// language as soon as it is parsed (scripts/start-files.ts), not once the app's script has run.

// the route table's imports (app.config.ts): `./pages/quoteDetail/quoteDetail`
const PAGE = /^\.\/(pages\/[\w/-]+)$/

class StartFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFiles', (compilation) => {
      const { Compilation, sources } = compiler.webpack
      compilation.hooks.processAssets.tap(
        { name: 'StartFiles', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = {}
          const langs = {}
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue
            const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))]
            for (const origin of group.origins) {
              const page = PAGE.exec(origin.request ?? '')?.[1]
              if (page) pages[page] = [...new Set([...(pages[page] ?? []), ...files])]
            }
            if (group.name?.startsWith('lang-')) langs[group.name.slice(5)] = files
          }
          const json = JSON.stringify({ pages, langs })
          compilation.emitAsset('start-files.json', new sources.RawSource(json))
        },
      )
    })
  }
}

module.exports = { StartFiles }
