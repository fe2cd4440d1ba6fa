// What the bytes are decides, never the file name or the declared type: sharp reads the header,
// and only JPEG, PNG and WebP go on. What is stored is sharp's own re-encoding of the pixels, turned
// upright first, so nothing of the original file survives: no EXIF (GPS, camera serial), no XMP, no
// comments, nothing appended after the image data.
import sharp, { type Sharp } from 'sharp'
import { AppError } from '../infra/appError'
import { MAX_EDGE, MAX_INPUT_PIXELS, QUALITY } from './limits'

export interface StoredImage {
  data: Buffer
  ext: 'jpg' | 'png' | 'webp'
  mime: 'image/jpeg' | 'image/png' | 'image/webp'
}

// Each upload is decoded once: sharp's operation cache would only hold on to users' pixels.
sharp.cache(false)

type Output = Omit<StoredImage, 'data'> & { encode: (image: Sharp) => Sharp }

const OUTPUTS: Readonly<Record<string, Output>> = {
  jpeg: {
    ext: 'jpg',
    mime: 'image/jpeg',
    encode: (image) => image.jpeg({ quality: QUALITY, mozjpeg: true }),
  },
  png: { ext: 'png', mime: 'image/png', encode: (image) => image.png() },
  webp: { ext: 'webp', mime: 'image/webp', encode: (image) => image.webp({ quality: QUALITY }) },
}

const megapixels = MAX_INPUT_PIXELS / 1_000_000

/** The upload re-encoded for storage; an AppError when it is not an image we take. */
export async function reencodeImage(content: Buffer): Promise<StoredImage> {
  // The header alone: reading it decodes no pixels, whatever size it announces, so no limit yet
  // (with sharp's own, a header over 268 MP would read as "not an image").
  const meta = await sharp(content, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  // HEIC (iPhone photos) reads as HEIF with HEVC inside. Its decoder is not in sharp's build, and
  // the user can do something about it (a camera setting, another export), so it has a message of
  // its own. AVIF, HEIF with AV1 inside, is simply not one of ours.
  if (meta?.format === 'heif' && meta.compression === 'hevc') throw new AppError('upload_heic')
  const output = meta?.format ? OUTPUTS[meta.format] : undefined
  if (!meta || !output) throw new AppError('upload_type')
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError('upload_too_many_pixels', { mp: megapixels })
  }
  const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
  // A valid header over broken or truncated data fails here (sharp stops at the first warning).
  const data = await output
    .encode(image)
    .toBuffer()
    .catch(() => {
      throw new AppError('upload_type')
    })
  return { data, ext: output.ext, mime: output.mime }
}
