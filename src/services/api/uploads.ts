// Uploads (SPEC §7 /upload, /upload_new): an image the user picks, made smaller on the device
// (utils/compressImage), sent by services/upload.ts, which shows the loading indicator and the
// success toast. The answer is the file reference; an <Image> shows it through a signed address.
import type { PayloadOf, SendOf } from '@wire/catalogue'
import { chooseCompressedImage, releaseImage } from '@/utils/compressImage'
import { apiBase, get } from '../http'
import { upload, type UploadEndpoint } from '../upload'

/**
 * Lets the user pick an image and uploads it: the file reference, or undefined when they cancel
 * the picker. Rejects as upload() does: ApiError with the server's reason (toasted), nothing on a
 * network failure.
 */
export async function uploadImage(
  endpoint: UploadEndpoint = '/upload',
): Promise<PayloadOf<'upload'> | undefined> {
  const filePath = await chooseCompressedImage()
  if (filePath === undefined) return undefined
  try {
    return await upload(filePath, endpoint)
  } finally {
    releaseImage(filePath)
  }
}

/**
 * An address an <Image> can show one of the user's uploads from without the session header
 * (image tags cannot send one); it stops working after 15 minutes, so ask again when showing.
 */
export async function uploadImageUrl(ref: string): Promise<string> {
  const path = await get<PayloadOf<'uploadUrl'>>('/upload/url', {
    ref,
  } satisfies SendOf<'uploadUrl'>)
  return apiBase() + path
}
