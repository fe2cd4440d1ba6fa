// services/upload.ts against the real reference server (SPEC §7 uploads, §8 upload failure).
import { uploadImageUrl } from '@/services/api/uploadUrl'
import { ApiError } from '@/services/http'
import { upload, uploadLanguage } from '@/services/upload'
import { session } from '@/stores/session'
import {
  closedPort,
  observePlatform,
  origin,
  pngBytes,
  resetClient,
  signedInUser,
  type Observed,
} from './support'

/** A real 1x1 PNG, as a data URL (the "camera roll" edge: what chooseImage would hand over). */
const pngDataUrl = () => `data:image/png;base64,${pngBytes().toString('base64')}`

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
