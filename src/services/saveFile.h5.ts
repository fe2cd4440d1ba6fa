// H5: a file the app made is handed to the browser as a download.
import type { SavedFile } from './saveFile'

/** The browser needs the object URL until the download has started; a minute is ample. */
const KEEP_URL_MS = 60_000

export async function saveTextFile(name: string, text: string, type: string): Promise<SavedFile> {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS)
  return 'downloaded'
}
