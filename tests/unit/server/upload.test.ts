// POST /api/upload: what the bytes are decides, and what is kept is a re-encoding without metadata.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { MINUTE } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  failure,
  okMessage,
  registerEmail,
  startServer,
  type TestServer,
} from './helpers'
import { drawImage, heicImage, storedFiles, upload, uploadRows, view } from './uploadHelpers'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = (await registerEmail(server)).token
}, BOOT_TIMEOUT)
afterAll(() => server.close())
// These tests are not about the rate limit (uploadLimits.test.ts is): each starts a fresh minute.
beforeEach(() => server.clock.advance(MINUTE))

/** The tags of EXIF's first directory (IFD0): 0x8825 points to the GPS directory. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray('Exif\0\0'.length)
  const le = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd = u32(4)
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12))
}
const GPS_IFD = 0x8825

/** A 64 x 48 camera photo taken on its side (orientation 6), with where it was taken. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3333' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()
}

/** A PNG that is all header: it announces width x height, and holds a few pixels. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(data.length + 12)
    out.writeUInt32BE(data.length, 0)
    typed.copy(out, 4)
    out.writeUInt32BE(crc32(typed), typed.length + 4)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bits per sample
  ihdr[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Refused with `message`; no file written and no row added. */
async function expectRefused(content: Buffer, name: string, message: string, lang?: string) {
  const files = await storedFiles(server)
  const rows = await uploadRows(server)
  const res = await upload(server, content, name, { token, lang })
  expect(failure(res).message).toBe(message)
  expect(await storedFiles(server)).toEqual(files)
  expect(await uploadRows(server)).toBe(rows)
}

describe('a photo', () => {
  it('comes back upright, as a JPEG, without its EXIF (no GPS), stored under a random name', async () => {
    const photo = await cameraPhoto()
    const before = await sharp(photo).metadata()
    expect(before.orientation).toBe(6)
    expect(ifd0Tags(before.exif as Buffer)).toContain(GPS_IFD)

    const ref = okMessage(await upload(server, photo, 'IMG_0001.jpg', { token }))
    // The test clock stands in January 2030.
    expect(ref).toMatch(/^203001\/[0-9a-f]{32}\.jpg$/)

    const res = await view(server, ref, { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${ref.replace('/', '-')}"`,
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const served = Buffer.from(await res.arrayBuffer())
    const after = await sharp(served).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 48, height: 64 })
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(served.includes('Exif')).toBe(false)
    expect(served.includes('PhoneMaker')).toBe(false)

    // What is on disk is what is served, and the row says whose it is and what it weighs.
    expect(await readFile(path.join(server.uploadDir, ref))).toEqual(served)
    const [row] = await server.db.query<{ mime: string; size: number }>(
      'SELECT mime, size FROM uploads WHERE ref = $1',
      [ref],
    )
    expect(row).toEqual({ mime: 'image/jpeg', size: served.length })
  })

  it('is scaled down to 2048 px on its longer side', async () => {
    const ref = okMessage(
      await upload(server, await drawImage(3000, 2000, 'png'), 'a.png', { token }),
    )
    expect(ref).toMatch(/\.png$/)
    const served = Buffer.from(await (await view(server, ref, { token })).arrayBuffer())
    expect(await sharp(served).metadata()).toMatchObject({
      format: 'png',
      width: 2048,
      height: 1365,
    })
  })

  it('keeps its format by content: a WebP named .jpg stays WebP, also on /upload_new', async () => {
    const webp = await drawImage(20, 10, 'webp')
    const ref = okMessage(
      await upload(server, webp, 'photo.jpg', { token, path: '/api/upload_new' }),
    )
    expect(ref).toMatch(/^203001\/[0-9a-f]{32}\.webp$/)
    const res = await view(server, ref, { token })
    expect(res.headers.get('content-type')).toBe('image/webp')
  })
})

describe('refused, with nothing kept', () => {
  const TYPE = 'Only JPEG, PNG or WebP images can be uploaded'

  it('a text file named .jpg', async () => {
    await expectRefused(Buffer.from('hello, not an image at all'), 'evil.jpg', TYPE)
  })

  it('random bytes behind a PNG signature, or behind a real PNG header', async () => {
    const png = await drawImage(64, 48, 'png')
    const signature = png.subarray(0, 8)
    // Signature and IHDR (33 bytes): the header announces a valid 64 x 48 image.
    const header = png.subarray(0, 33)
    await expectRefused(Buffer.concat([signature, randomBytes(4000)]), 'a.png', TYPE)
    await expectRefused(Buffer.concat([header, randomBytes(4000)]), 'b.png', TYPE)
  })

  it('a JPEG cut off halfway', async () => {
    const jpeg = await sharp(randomBytes(200 * 200 * 3), {
      raw: { width: 200, height: 200, channels: 3 },
    })
      .jpeg()
      .toBuffer()
    await expectRefused(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg', TYPE)
  })

  it('GIF, AVIF and SVG, which are images but not ones we take', async () => {
    await expectRefused(await drawImage(10, 10, 'gif'), 'a.gif', TYPE)
    await expectRefused(await drawImage(10, 10, 'avif'), 'a.avif', TYPE)
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
    await expectRefused(Buffer.from(svg), 'a.jpg', TYPE)
  })

  it('a HEIC photo, with a message of its own', async () => {
    await expectRefused(
      await heicImage(64, 48),
      'IMG_0002.HEIC',
      'HEIC photos cannot be uploaded. Please choose a JPEG, PNG or WebP image.',
    )
  })

  it('an image over 40 megapixels, however small the file', async () => {
    const big = await drawImage(8000, 6000, 'png')
    expect(big.length).toBeLessThan(1024 * 1024)
    const message = 'The image has too many pixels (maximum 40 megapixels)'
    await expectRefused(big, 'big.png', message)
    // A header alone can announce any size: 20000 x 20000 in 70 bytes.
    await expectRefused(pngHeader(20000, 20000), 'huge.png', message)
  })

  it('a file over 5 MB, in the language of the request', async () => {
    const png = await drawImage(10, 10, 'png')
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    await expectRefused(big, 'big.png', 'Die Datei ist zu groß (maximal 5 MB)', 'de')
  })

  it('a form without the file field', async () => {
    const res = await upload(server, await drawImage(4, 4, 'png'), 'a.png', {
      token,
      field: 'picture',
    })
    expect(failure(res).message).toBe('Please choose an image to upload')
  })

  it('without a session (999)', async () => {
    const res = await upload(server, await drawImage(4, 4, 'png'), 'a.png', { token: 'nope' })
    expect(res.body.type).toBe('999')
  })
})
