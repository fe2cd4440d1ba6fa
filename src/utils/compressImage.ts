// Mini-programs: the platform compresses while the user picks (`sizeType: ['compressed']`); its
// picker offers album and camera itself. The server re-encodes what arrives in any case, without
// metadata and at most 2048 px a side (server/src/upload/image.ts). H5: compressImage.h5.ts; the
// native app: compressImage.rn.ts.
// Alipay clients without chooseMedia pick with chooseImage (decision 40).
import Taro from '@tarojs/taro'
import { hasApi } from '@/services/device'

/** Lets the user pick one image and gives its compressed temporary path, or undefined on cancel. */
export async function chooseCompressedImage(): Promise<string | undefined> {
  if (!hasApi('chooseMedia')) {
    const chosen = await Taro.chooseImage({
      count: 1,
      sizeType: ['compressed'],
      sourceType: ['album', 'camera'],
    }).catch(() => undefined)
    return chosen?.tempFilePaths[0]
  }
  const picked = await Taro.chooseMedia({
    count: 1,
    mediaType: ['image'],
    sizeType: ['compressed'],
    sourceType: ['album', 'camera'],
  }).catch(() => undefined)
  return picked?.tempFiles[0]?.tempFilePath
}

/** The platform removes its temporary files itself (compressImage.h5.ts frees blob URLs). */
export function releaseImage(_path: string): void {}
