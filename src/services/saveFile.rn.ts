// The native app: the file is written to the app's documents, then the phone's share sheet offers
// it. iOS's sheet takes the file itself; Android's carries text only, so there the rows go as the
// message (a mail or a notes app keeps them as the file has them).
import { Platform, Share } from 'react-native'
import { documentDirectory, EncodingType, writeAsStringAsync } from 'expo-file-system'
import type { SavedFile } from './saveFile'

export type { SavedFile } from './saveFile'

export async function saveTextFile(name: string, text: string, _type: string): Promise<SavedFile> {
  const uri = `${documentDirectory ?? ''}${name}`
  await writeAsStringAsync(uri, text, { encoding: EncodingType.UTF8 })
  const result = await Share.share(
    Platform.OS === 'ios' ? { url: uri, title: name } : { title: name, message: text },
  )
  return result.action === Share.sharedAction ? 'shared' : 'kept'
}
