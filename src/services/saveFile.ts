// Mini-programs: a file the app made is written to the app's own folder; WeChat then offers to send
// it to a chat (shareFileMessage, the one way a mini-program hands a file to its user), which must
// follow a tap, as the save button is. Runtimes without it keep the file in the app's folder.
import Taro from '@tarojs/taro'
import { isWeapp } from './platform'

/** What became of the file: the page says it in the user's words. */
export type SavedFile = 'downloaded' | 'shared' | 'kept'

function write(filePath: string, data: string): Promise<void> {
  return new Promise((resolve, reject) => {
    Taro.getFileSystemManager().writeFile({
      filePath,
      data,
      encoding: 'utf8',
      success: () => resolve(),
      fail: (e) => reject(new Error(e.errMsg)),
    })
  })
}

export async function saveTextFile(name: string, text: string, _type: string): Promise<SavedFile> {
  const filePath = `${Taro.env.USER_DATA_PATH}/${name}`
  await write(filePath, text)
  if (!isWeapp()) return 'kept'
  await Taro.shareFileMessage({ filePath, fileName: name })
  return 'shared'
}
