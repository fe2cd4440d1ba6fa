// After `build:h5`: a gzip and a brotli copy beside every text asset, which the server sends to
// browsers that accept them (@fastify/static preCompressed), so a phone downloads a fraction of
// the bytes without the server compressing on every request. Another build folder may be named
// (the bench's bare app: dist/bare-h5).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const ROOT = path.resolve(__dirname, '..', process.argv[2] ?? path.join('dist', 'h5'))
const TEXT = /\.(js|css|html|json|webmanifest|svg)$/

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    return statSync(p).isDirectory() ? files(p) : TEXT.test(name) ? [p] : []
  })
}

let raw = 0
let br = 0
for (const file of files(ROOT)) {
  const body = readFileSync(file)
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  writeFileSync(`${file}.br`, brotli)
  raw += body.length
  br += brotli.length
}
console.log(
  `${path.relative(process.cwd(), ROOT)} precompressed: ${(raw / 1024).toFixed(0)} KiB of text, ${(br / 1024).toFixed(0)} KiB as brotli`,
)
