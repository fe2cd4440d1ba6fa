// CI: the native app's Android bundle (issue 33) registers the app under its name and carries
// exactly the pages the route table marks `rn`, and its size is said. `tsx scripts/check-rn.ts`
import { readFileSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { appPages } from '../src/routes'

export const RN_ANDROID_BUNDLE = 'dist/rn/android/index.android.bundle'
export const RN_APP_NAME = 'tradeapp'

/** The pages the bundle registers as screens ('pages/index/index'), as its entry names them. */
export function bundledPages(bundle: string): string[] {
  const found = bundle.matchAll(/pagePath:'\/(pages\/[\w/-]+)'/g)
  return [...new Set([...found].map((m) => m[1]))].sort()
}

function main(): void {
  const bundle = readFileSync(RN_ANDROID_BUNDLE, 'utf8')
  const problems: string[] = []
  if (!bundle.includes(`registerComponent('${RN_APP_NAME}'`)) {
    problems.push(`the bundle registers no app named ${RN_APP_NAME}`)
  }
  const expected = [...appPages(true).pages].sort()
  const pages = bundledPages(bundle)
  if (JSON.stringify(pages) !== JSON.stringify(expected)) {
    problems.push(`pages ${JSON.stringify(pages)}, routes marked rn ${JSON.stringify(expected)}`)
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`${RN_ANDROID_BUNDLE}: ${p}`)
    process.exit(1)
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
  console.log(
    `${RN_ANDROID_BUNDLE}: registers ${RN_APP_NAME} with ${pages.length} pages; ` +
      `${kib(statSync(RN_ANDROID_BUNDLE).size)}, ${kib(gzipSync(bundle).length)} gzip`,
  )
}

if (require.main === module) main()
