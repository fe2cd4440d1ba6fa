// services/upload.ts against the real reference server (SPEC §7 uploads, §8 upload failure).
import { deflateSync } from 'node:zlib'
import { uploadImageUrl } from '@/services/api/uploadUrl'
import { ApiError } from '@/services/http'
import { upload, uploadLanguage } from '@/services/upload'
import { session } from '@/stores/session'
import {
  closedPort,
  observePlatform,
  origin,
  resetClient,
  signedInUser,
  type Observed,
} from './support'

/** A real 1x1 PNG, as a data URL (the "camera roll" edge: what chooseImage would hand over). */
function pngDataUrl(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return `data:image/png;base64,${png.toString('base64')}`
}

const textDataUrl = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => jest.restoreAllMocks())

describe('upload', () => {
  it('sends the file, shows loading meanwhile, toasts success and returns the reference', async () => {
    await signedInUser()
    const ref = await upload(pngDataUrl(), '/upload')
    expect(ref).toMatch(/^\d{6}\/[0-9a-f]+\.png$/)
    expect(seen.loading).toEqual(['show:Uploading', 'hide'])
    expect(seen.toasts).toEqual(['Uploaded'])
    const again = await upload(pngDataUrl(), '/upload_new')
    expect(again).not.toBe(ref)
  })

  it('gives an address an image tag shows the upload from, without the session', async () => {
    await signedInUser()
    const ref = await upload(pngDataUrl())
    const address = await uploadImageUrl(ref)
    const res = await fetch(new URL(address, origin()))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
  })

  it('rejects a file that is not an image with the server reason', async () => {
    await signedInUser()
    const error = await upload(textDataUrl).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(seen.toasts).toEqual([(error as ApiError).message])
    expect(seen.loading).toEqual(['show:Uploading', 'hide'])
  })

  it('needs a session (999)', async () => {
    session.token = 'not-a-session'
    const error = await upload(pngDataUrl()).then(
      () => null,
      (e: unknown) => e,
    )
    expect((error as ApiError).type).toBe('999')
    expect(session.token).toBe('')
  })

  it('rejects silently when the network fails', async () => {
    process.env.TARO_APP_API_BASE = await closedPort()
    const outcome = await upload(pngDataUrl()).then(
      () => 'resolved',
      (e: unknown) => ['rejected', e],
    )
    expect(outcome).toEqual(['rejected', undefined])
    expect(seen.toasts).toEqual([])
    expect(seen.loading).toEqual(['show:Uploading', 'hide'])
  })

  it('names the upload language the three ways SPEC §7 knows', () => {
    expect(uploadLanguage('zh')).toBe('zh-cn')
    expect(uploadLanguage('hk')).toBe('zh-tw')
    expect(uploadLanguage('ar')).toBe('en')
  })
})
