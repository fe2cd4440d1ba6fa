// utils/compressImage: what leaves the device is smaller and carries no EXIF. compressorjs draws on
// a canvas, which jsdom lacks, so it is replaced here by a recorder of the options it is given;
// the platform's picker (Taro.chooseMedia) and blob URLs are stood in for the same way.
import Taro from '@tarojs/taro'
import type CompressorType from 'compressorjs'
import { chooseCompressedImage, compressImage, releaseImage } from '@/utils/compressImage.h5'
import { IMAGE_MAX_EDGE, IMAGE_QUALITY } from '@/utils/imageLimits'
import type * as MiniProgram from '@/utils/compressImage'

type Options = NonNullable<ConstructorParameters<typeof CompressorType>[1]>

const mockCompressor: {
  calls: { file: Blob; options: Options }[]
  outcome: 'ok' | 'fail' | 'throw'
} = {
  calls: [],
  outcome: 'ok',
}
const mockCompressed = new Blob(['small'], { type: 'image/jpeg' })

jest.mock('compressorjs', () => ({
  __esModule: true,
  default: class {
    constructor(file: Blob, options: Options) {
      mockCompressor.calls.push({ file, options })
      if (mockCompressor.outcome === 'throw')
        throw new TypeError('URL.createObjectURL is not a function')
      setTimeout(() => {
        if (mockCompressor.outcome === 'ok') options.success?.(mockCompressed)
        else options.error?.(new Error('The image could not be loaded'))
      })
    }
  },
}))

const blobs = new Map<string, Blob>()
beforeAll(() => {
  let n = 0
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++n}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = (url: string) => void blobs.delete(url)
})
beforeEach(() => {
  mockCompressor.calls = []
  mockCompressor.outcome = 'ok'
})
afterEach(() => jest.restoreAllMocks())

const photo = (type = 'image/jpeg') =>
  new File(['a large photo with EXIF'], 'IMG_0001.jpg', { type })

describe('compressImage (H5)', () => {
  it('redraws within 2048 px at quality 0.8, upright and without EXIF, even when that is larger', async () => {
    expect(await compressImage(photo())).toBe(mockCompressed)
    expect(mockCompressor.calls[0].options).toMatchObject({
      maxWidth: 2048,
      maxHeight: 2048,
      quality: 0.8,
      mimeType: 'auto',
      checkOrientation: true,
      retainExif: false,
      strict: false,
    })
    expect([IMAGE_MAX_EDGE, IMAGE_QUALITY]).toEqual([2048, 0.8])
  })

  it('keeps PNG and WebP as they are and turns other drawable types into JPEG', async () => {
    for (const [type, mimeType] of [
      ['image/png', 'auto'],
      ['image/webp', 'auto'],
      ['image/heic', 'image/jpeg'],
      ['image/gif', 'image/jpeg'],
    ]) {
      mockCompressor.calls = []
      await compressImage(photo(type))
      expect([type, mockCompressor.calls[0].options.mimeType]).toEqual([type, mimeType])
    }
  })

  it('gives the file itself back when the browser cannot decode it, for the server to explain', async () => {
    mockCompressor.outcome = 'fail'
    const heic = photo('image/heic')
    expect(await compressImage(heic)).toBe(heic)
    mockCompressor.outcome = 'throw'
    expect(await compressImage(heic)).toBe(heic)
  })
})

describe('chooseCompressedImage (H5)', () => {
  it('offers one image from the album and hands over a blob URL of the compressed copy', async () => {
    const original = photo()
    const choose = jest.spyOn(Taro, 'chooseMedia').mockResolvedValue({
      type: 'image',
      errMsg: 'chooseMedia:ok',
      tempFiles: [
        {
          tempFilePath: URL.createObjectURL(original),
          size: original.size,
          fileType: 'image',
          originalFileObj: original,
        } as Taro.chooseMedia.ChooseMedia,
      ],
    })
    const path = await chooseCompressedImage()
    expect(choose).toHaveBeenCalledWith(
      expect.objectContaining({ count: 1, mediaType: ['image'], sourceType: ['album'] }),
    )
    expect(mockCompressor.calls[0].file).toBe(original)
    expect(path && blobs.get(path)).toBe(mockCompressed)
    // The original's URL is let go: only the compressed copy stays in memory, until uploaded.
    expect([...blobs.values()]).toEqual([mockCompressed])
    releaseImage(path as string)
    expect(blobs.size).toBe(0)
  })

  it('gives undefined when the user cancels', async () => {
    jest.spyOn(Taro, 'chooseMedia').mockRejectedValue({ errMsg: 'chooseMedia:fail cancel' })
    expect(await chooseCompressedImage()).toBeUndefined()
  })
})

describe('chooseCompressedImage (mini-programs)', () => {
  // The H5 build (and this runner) resolves compressImage.h5.ts; mini-program builds, this file.
  const miniProgram = (): typeof MiniProgram =>
    jest.requireActual('../../../src/utils/compressImage.ts')

  it('lets the platform compress while the user picks from album or camera', async () => {
    const choose = jest.spyOn(Taro, 'chooseMedia').mockResolvedValue({
      type: 'image',
      errMsg: 'chooseMedia:ok',
      tempFiles: [
        { tempFilePath: 'wxfile://tmp_small.jpg', size: 1, fileType: 'image' },
      ] as Taro.chooseMedia.ChooseMedia[],
    })
    expect(await miniProgram().chooseCompressedImage()).toBe('wxfile://tmp_small.jpg')
    expect(choose).toHaveBeenCalledWith(
      expect.objectContaining({
        count: 1,
        mediaType: ['image'],
        sizeType: ['compressed'],
        sourceType: ['album', 'camera'],
      }),
    )
    expect(mockCompressor.calls).toEqual([])
  })

  it('gives undefined when the user cancels', async () => {
    jest.spyOn(Taro, 'chooseMedia').mockRejectedValue({ errMsg: 'chooseMedia:fail cancel' })
    expect(await miniProgram().chooseCompressedImage()).toBeUndefined()
  })

  it('picks with chooseImage where the platform has no chooseMedia (older Alipay clients)', async () => {
    const chooseMedia = Taro.chooseMedia
    const choose = jest.spyOn(Taro, 'chooseImage').mockResolvedValue({
      errMsg: 'chooseImage:ok',
      tempFilePaths: ['https://resource/apml_small.jpg'],
      tempFiles: [],
    })
    try {
      delete (Taro as Partial<typeof Taro>).chooseMedia
      expect(await miniProgram().chooseCompressedImage()).toBe('https://resource/apml_small.jpg')
      expect(choose).toHaveBeenCalledWith(
        expect.objectContaining({ count: 1, sizeType: ['compressed'] }),
      )
    } finally {
      Taro.chooseMedia = chooseMedia
    }
  })
})
