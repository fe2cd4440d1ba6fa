// H5: the browser's file picker, then compressorjs (RECIPE §9: Taro.compressImage is not
// implemented on Taro 4.2.1 H5). Drawn again on a canvas, the photo is upright, at most
// IMAGE_MAX_EDGE a side and carries no EXIF (no GPS) before it leaves the device; the server
// re-encodes it anyway (server/src/upload/image.ts). Mini-programs: compressImage.ts; the native
// app: compressImage.rn.ts.
import Taro from '@tarojs/taro'
import Compressor from 'compressorjs'
import { IMAGE_MAX_EDGE, IMAGE_QUALITY } from './imageLimits'

// Formats whose look a JPEG would spoil (transparency, sharp edges of screenshots) stay as they
// are; anything else the browser can draw (a HEIC in Safari, say) leaves as JPEG.
const KEPT_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/**
 * The image redrawn within IMAGE_MAX_EDGE, without metadata; the file itself when the browser
 * cannot decode it (a HEIC in Chrome): the server then says what is wrong, in the user's language.
 */
export function compressImage(file: Blob): Promise<Blob> {
  return new Promise((resolve) => {
    const options: Compressor.Options = {
      maxWidth: IMAGE_MAX_EDGE,
      maxHeight: IMAGE_MAX_EDGE,
      quality: IMAGE_QUALITY,
      mimeType: KEPT_TYPES.includes(file.type) ? 'auto' : 'image/jpeg',
      // Applies the EXIF orientation to the pixels, then drops the EXIF.
      checkOrientation: true,
      retainExif: false,
      // By default a result larger than the original gives back the original, EXIF and all.
      strict: false,
      success: resolve,
      error: () => resolve(file),
    }
    // A browser without what it needs (no canvas, no blob URLs) throws at once.
    try {
      new Compressor(file, options)
    } catch {
      resolve(file)
    }
  })
}

/**
 * Lets the user pick one image and gives a path Taro.uploadFile reads (a blob: URL), or undefined
 * when they cancel. Only the album is offered: with both sources Taro asks first through an action
 * sheet whose labels are fixed Chinese text, while a phone's own picker offers the camera anyway.
 */
export async function chooseCompressedImage(): Promise<string | undefined> {
  const picked = await Taro.chooseMedia({
    count: 1,
    mediaType: ['image'],
    sourceType: ['album'],
  }).catch(() => undefined)
  const chosen = picked?.tempFiles[0]
  if (!chosen) return undefined
  // Taro's H5 result carries the File it read (not in the mini-program typings).
  const original = (chosen as { originalFileObj?: File }).originalFileObj
  if (!original) return chosen.tempFilePath
  const compressed = await compressImage(original)
  URL.revokeObjectURL(chosen.tempFilePath)
  return URL.createObjectURL(compressed)
}

/** Lets go of the compressed copy once it is uploaded (blob URLs live as long as the page). */
export function releaseImage(path: string): void {
  if (path.startsWith('blob:')) URL.revokeObjectURL(path)
}
