// Uploads (SPEC §7 /upload, /upload_new): an image the user picks, made smaller on the device
// (utils/compressImage), sent by services/upload.ts, which shows the loading indicator and the
// success toast. The answer is the file reference; an <Image> shows it through a signed address
// (uploadUrl.ts, apart so that showing a picture does not load the compressor).
import type { PayloadOf } from '@wire/catalogue'
import { chooseCompressedImage, releaseImage } from '@/utils/compressImage'
import { upload, type UploadEndpoint } from '../upload'
import { CALLS } from './calls'

/**
 * Lets the user pick an image and uploads it: the file reference, or undefined when they cancel
 * the picker. Rejects as upload() does: ApiError with the server's reason (toasted), nothing on a
 * network failure.
 */
export async function uploadImage(
  endpoint: UploadEndpoint = CALLS.upload.path,
): Promise<PayloadOf<'upload'> | undefined> {
  const filePath = await chooseCompressedImage()
  if (filePath === undefined) return undefined
  try {
    return await upload(filePath, endpoint)
  } finally {
    releaseImage(filePath)
  }
}
