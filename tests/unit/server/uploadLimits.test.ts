// Who may read an upload back, and how much one account may upload: per minute and in all.
import { MINUTE } from '../../../server/src/infra/clock'
import { QUOTA } from '../../../server/src/upload/limits'
import {
  BOOT_TIMEOUT,
  failure,
  okMessage,
  registerEmail,
  request,
  startServer,
  type TestServer,
} from './helpers'
import { drawImage, noiseImage, storedFiles, upload, uploadRows, view } from './uploadHelpers'

const OPS_TOKEN = 'ops-secret-for-uploads'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())
beforeEach(() => server.clock.advance(MINUTE))

async function account(): Promise<{ token: string; id: number }> {
  const { email, token } = await registerEmail(server)
  const [row] = await server.db.query<{ id: number }>(
    'SELECT id FROM users WHERE account_key = $1',
    [email.toLowerCase()],
  )
  return { token, id: row.id }
}

describe('reading an upload back', () => {
  it('serves the owner and the operator (audited); another user gets the not-found answer', async () => {
    const owner = await account()
    const other = await account()
    const ref = okMessage(await upload(server, await drawImage(30, 20, 'jpeg'), 'a.jpg', owner))

    const mine = await view(server, ref, owner)
    expect(mine.status).toBe(200)
    const bytes = Buffer.from(await mine.arrayBuffer())

    const byOperator = await view(server, ref, { opsToken: OPS_TOKEN })
    expect(byOperator.status).toBe(200)
    expect(byOperator.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await byOperator.arrayBuffer())).toEqual(bytes)
    const [audited] = await server.db.query<{ action: string; target: string }>(
      'SELECT action, target FROM ops_audit ORDER BY id DESC LIMIT 1',
    )
    expect(audited).toEqual({ action: 'upload_view', target: ref })

    // Someone else's file and a file that never existed answer exactly alike.
    const theirs = await view(server, ref, other)
    const missing = await view(server, ref.replace(/^(\d{6}\/)./, '$1z'), other)
    const unknown = await view(server, '203001/00000000000000000000000000000000.jpg', other)
    for (const res of [theirs, missing, unknown]) {
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ type: 'error', message: 'Not found' })
    }
  })

  it('never reaches outside the upload folder', async () => {
    const owner = await account()
    for (const ref of ['../../etc/passwd', '/etc/passwd', '203001/../../x.jpg', '']) {
      expect((await view(server, ref, owner)).status).toBe(404)
      expect((await view(server, ref, { opsToken: OPS_TOKEN })).status).toBe(404)
    }
  })

  it('needs a session, or the right operator token', async () => {
    const owner = await account()
    const ref = okMessage(await upload(server, await drawImage(8, 8, 'png'), 'a.png', owner))
    const signedOut = await request(server, `/api/upload/view?ref=${encodeURIComponent(ref)}`)
    expect(signedOut.body.type).toBe('999')
    expect((await view(server, ref, { opsToken: 'wrong' })).status).toBe(401)
  })
})

describe('a signed address (image tags)', () => {
  const signedUrl = async (ref: string, token: string) =>
    request<string>(server, `/api/upload/url?ref=${encodeURIComponent(ref)}`, {
      headers: { authorization: encodeURIComponent(token) },
    })
  const fetchPath = (apiPath: string) => fetch(`${server.url}/api${apiPath}`)

  it('lets anyone holding it read that one file, for 15 minutes', async () => {
    const owner = await account()
    const ref = okMessage(await upload(server, await drawImage(12, 9, 'webp'), 'a.webp', owner))
    const other = okMessage(await upload(server, await drawImage(9, 12, 'png'), 'b.png', owner))
    const address = okMessage(await signedUrl(ref, owner.token))
    expect(address).toMatch(/^\/upload\/view\?ref=[^&]+&expires=\d+&sig=[\w-]+$/)

    // No session at all: the signature is enough.
    const res = await fetchPath(address)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(
      Buffer.from(await (await view(server, ref, owner)).arrayBuffer()),
    )

    // Not for another file, not once changed, not once expired.
    const query = new URLSearchParams(address.split('?')[1])
    const forged = (changes: Record<string, string>) =>
      `/upload/view?${new URLSearchParams({ ...Object.fromEntries(query), ...changes })}`
    expect((await fetchPath(forged({ ref: other }))).status).toBe(404)
    expect(
      (await fetchPath(forged({ expires: String(Number(query.get('expires')) + 3600) }))).status,
    ).toBe(404)
    expect((await fetchPath(forged({ sig: 'x'.repeat(43) }))).status).toBe(404)
    server.clock.advance(14 * MINUTE)
    expect((await fetchPath(address)).status).toBe(200)
    server.clock.advance(MINUTE)
    expect((await fetchPath(address)).status).toBe(404)
  })

  it('is given to the owner only', async () => {
    const owner = await account()
    const stranger = await account()
    const ref = okMessage(await upload(server, await drawImage(8, 8, 'jpeg'), 'a.jpg', owner))
    expect(failure(await signedUrl(ref, stranger.token)).message).toBe('Not found')
    // a path is not the form of a ref: refused for its form, with the pattern a ref matches
    expect(failure(await signedUrl('../../etc/passwd', stranger.token)).message).toMatch(
      /^ref must match the pattern \^\[0-9\]\{6\}\//,
    )
    expect((await signedUrl(ref, 'nope')).body.type).toBe('999')
  })
})

describe('per account', () => {
  it('takes 10 uploads a minute: a burst of 30 stores 10 and refuses the rest', async () => {
    const user = await account()
    // About 64 KB each, as in the report: random pixels do not compress.
    const photo = await noiseImage(300, 300, 'jpeg')
    expect(photo.length).toBeGreaterThan(50_000)
    const filesBefore = (await storedFiles(server)).length
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => upload(server, photo, 'p.jpg', user)),
    )
    const refused = answers.filter((res) => res.body.type !== 'ok')
    expect(answers.length - refused.length).toBe(10)
    expect(new Set(refused.map((res) => failure(res).message))).toEqual(
      new Set(['Too many uploads. Please try again in 60s.']),
    )
    expect(await uploadRows(server, user.id)).toBe(10)
    expect((await storedFiles(server)).length).toBe(filesBefore + 10)

    // Another account is not held up, and the next minute the first one goes on.
    const other = await account()
    okMessage(await upload(server, photo, 'p.jpg', other))
    server.clock.advance(MINUTE)
    okMessage(await upload(server, photo, 'p.jpg', user))
  })

  it(`stores ${QUOTA.files} files in all, also when the last ones arrive together`, async () => {
    const user = await account()
    const image = await drawImage(4, 4, 'png')
    for (let i = 0; i < QUOTA.files - 5; i++) {
      if (i % 10 === 0) server.clock.advance(MINUTE)
      okMessage(await upload(server, image, 'p.png', user))
    }
    server.clock.advance(MINUTE)
    const filesBefore = (await storedFiles(server)).length
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => upload(server, image, 'p.png', user)),
    )
    const refused = answers.filter((res) => res.body.type !== 'ok')
    expect(refused).toHaveLength(5)
    for (const res of refused) {
      expect(failure(res).message).toBe('Your upload space is full (at most 50 files or 50 MB)')
    }
    expect(await uploadRows(server, user.id)).toBe(QUOTA.files)
    expect((await storedFiles(server)).length).toBe(filesBefore + 5)
  })

  it('stores 50 MB in all', async () => {
    const user = await account()
    // What earlier uploads of this account would weigh, all but 1 KB of the quota.
    await server.db.query(
      `INSERT INTO uploads (user_id, ref, mime, size, created_at)
       VALUES ($1, '202912/0123456789abcdef0123456789abcdef.jpg', 'image/jpeg', $2, $3)`,
      [user.id, QUOTA.bytes - 1024, server.clock.now()],
    )
    const filesBefore = await storedFiles(server)
    const res = await upload(server, await noiseImage(64, 64, 'png'), 'p.png', {
      ...user,
      lang: 'fr',
    })
    expect(failure(res).message).toBe(
      "Votre espace d'envoi est plein (50 fichiers ou 50 Mo au maximum)",
    )
    expect(await storedFiles(server)).toEqual(filesBefore)
    okMessage(await upload(server, await drawImage(2, 2, 'png'), 'p.png', user))
  })
})
