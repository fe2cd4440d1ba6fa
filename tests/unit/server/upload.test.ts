import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  BOOT_TIMEOUT,
  failure,
  okMessage,
  registerEmail,
  request,
  startServer,
  type TestServer,
} from './helpers'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = (await registerEmail(server)).token
}, BOOT_TIMEOUT)
afterAll(() => server.close())

// A complete 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

function upload(
  content: Buffer,
  name: string,
  mime: string,
  options: { path?: string; token?: string; field?: string; lang?: string } = {},
) {
  const form = new FormData()
  if (options.lang) form.append('lang', options.lang)
  form.append(options.field ?? 'file', new Blob([new Uint8Array(content)], { type: mime }), name)
  const headers: Record<string, string> = {}
  const auth = options.token ?? token
  if (auth) headers.authorization = encodeURIComponent(auth)
  return request<string>(server, options.path ?? '/api/upload', {
    method: 'POST',
    body: form,
    headers,
  })
}

async function storedFiles(): Promise<string[]> {
  const months = await readdir(server.uploadDir)
  const files = await Promise.all(
    months.map(async (m) =>
      (await readdir(path.join(server.uploadDir, m))).map((f) => `${m}/${f}`),
    ),
  )
  return files.flat()
}

async function uploadRows(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads')
  return row.n
}

describe('upload', () => {
  it('stores a real PNG outside the web root and returns its reference', async () => {
    const ref = okMessage(await upload(PNG, 'avatar.png', 'image/png'))
    // The test clock stands in January 2030.
    expect(ref).toMatch(/^203001\/[0-9a-f]{32}\.png$/)
    expect(await readFile(path.join(server.uploadDir, ref))).toEqual(PNG)
    const [row] = await server.db.query<{ mime: string; size: number }>(
      'SELECT mime, size FROM uploads WHERE ref = $1',
      [ref],
    )
    expect(row).toEqual({ mime: 'image/png', size: PNG.length })
  })

  it('serves /upload_new the same way, naming the type by content, not by name', async () => {
    const ref = okMessage(await upload(PNG, 'photo.jpg', 'image/jpeg', { path: '/api/upload_new' }))
    expect(ref).toMatch(/\.png$/)
  })

  it('refuses a text file named .png, and stores nothing', async () => {
    const files = await storedFiles()
    const rows = await uploadRows()
    const res = await upload(Buffer.from('hello, not an image'), 'evil.png', 'image/png')
    expect(failure(res).message).toBe('Only PNG, JPEG, GIF or WebP images can be uploaded')
    expect(await storedFiles()).toEqual(files)
    expect(await uploadRows()).toBe(rows)
  })

  it('refuses a file over 5 MB, in the language of the request', async () => {
    const files = await storedFiles()
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const res = await upload(big, 'big.png', 'image/png', { lang: 'de' })
    expect(failure(res).message).toBe('Die Datei ist zu groß (maximal 5 MB)')
    expect(await storedFiles()).toEqual(files)
  })

  it('refuses a form without the file field', async () => {
    const res = await upload(PNG, 'a.png', 'image/png', { field: 'picture' })
    expect(failure(res).message).toBe('Please choose an image to upload')
  })

  it('needs a session', async () => {
    const res = await upload(PNG, 'a.png', 'image/png', { token: 'nope' })
    expect(res.body.type).toBe('999')
  })
})
