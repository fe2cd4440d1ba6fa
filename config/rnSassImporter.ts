// React Native's style transformer (@tarojs/rn-style-transformer 4.1.10) renders each stylesheet
// from a string, without its file name: a relative `@use` reaches it without its folder
// ('./styles/theme' as 'styles/theme', read as a package) and a partial (_theme.scss) is never
// looked for. The stylesheets the app shares live in src/styles; a URL that names one of them, from
// a page ('../../styles/theme') or from beside it ('theme'), is answered with the file itself.
import fs from 'node:fs'
import path from 'node:path'

const STYLES = path.resolve(__dirname, '..', 'src', 'styles')

/** Sass's legacy importer arguments: the URL as written, then the file it is written in. */
export function rnSassImporter(args: readonly string[]): { file: string } {
  const url = args[0]
  const folders = url.split('/').filter((part) => part !== '.' && part !== '..')
  const name = folders.pop() ?? ''
  if (folders.length === 0 || (folders.length === 1 && folders[0] === 'styles')) {
    for (const file of [`_${name}.scss`, `${name}.scss`]) {
      const full = path.join(STYLES, file)
      if (fs.existsSync(full)) return { file: full }
    }
  }
  return { file: url }
}
