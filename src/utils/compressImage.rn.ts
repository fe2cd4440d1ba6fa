// The native app: Expo's image picker, the one Taro's React Native chooseMedia calls, used directly
// because that one asks camera-or-album on a sheet in Chinese and names no path for an image. The
// question comes in the user's language, the picker re-encodes at IMAGE_QUALITY without EXIF, and
// the server re-encodes what arrives in any case (server/src/upload/image.ts).
import { Alert } from 'react-native'
import {
  launchCameraAsync,
  launchImageLibraryAsync,
  MediaTypeOptions,
  requestCameraPermissionsAsync,
  requestMediaLibraryPermissionsAsync,
} from 'expo-image-picker'
import { t } from '@/locales'
import { toast } from '@/services/toast'
import { IMAGE_QUALITY } from './imageLimits'

type Source = 'camera' | 'album'

function askSource(): Promise<Source | undefined> {
  return new Promise((resolve) => {
    Alert.alert(
      t('upload.choose'),
      undefined,
      [
        { text: t('upload.camera'), onPress: () => resolve('camera') },
        { text: t('upload.album'), onPress: () => resolve('album') },
        { text: t('common.cancel'), style: 'cancel', onPress: () => resolve(undefined) },
      ],
      { cancelable: true, onDismiss: () => resolve(undefined) },
    )
  })
}

/** Lets the user take or pick one photo: its local path, or undefined on cancel or refusal. */
export async function chooseCompressedImage(): Promise<string | undefined> {
  const source = await askSource()
  if (!source) return undefined
  const camera = source === 'camera'
  const { granted } = await (camera
    ? requestCameraPermissionsAsync()
    : requestMediaLibraryPermissionsAsync())
  if (!granted) {
    toast(t(camera ? 'upload.noCamera' : 'upload.noAlbum'))
    return undefined
  }
  const options = { mediaTypes: MediaTypeOptions.Images, quality: IMAGE_QUALITY, exif: false }
  const picked = await (camera ? launchCameraAsync(options) : launchImageLibraryAsync(options))
  return picked.canceled ? undefined : picked.assets[0]?.uri
}

/** The picker's copies live in the app's cache, which the system clears. */
export function releaseImage(_path: string): void {}
