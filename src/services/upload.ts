// Uploads (SPEC §7): multipart POST to /upload or /upload_new with the file in field `file`; a
// loading indicator while it runs, a toast on success; the file reference is the answer's message.
// A network failure rejects without a message (SPEC §8).
import type { Lang } from '@wire/lang'
import { t } from '@/locales'
import { session } from '@/stores/session'
import { CALLS } from './api/calls'
import { apiBase, authHeaders, REQUEST_TIMEOUT, settle } from './http'
import { hideBusy, showBusy, toast } from './toast'
import { sendFile, type Answer } from './transport'

/** The two upload calls of the catalogue (SPEC §7): the same form, two paths. */
export type UploadEndpoint = (typeof CALLS)['upload' | 'uploadNew']['path']

/** Upload calls speak the three header languages of SPEC §7. */
export function uploadLanguage(lang: Lang): 'zh-cn' | 'zh-tw' | 'en' {
  if (lang === 'zh') return 'zh-cn'
  if (lang === 'hk') return 'zh-tw'
  return 'en'
}

/** Resolves with the file reference; rejects with ApiError, or with nothing on a network failure. */
export async function upload(
  filePath: string,
  endpoint: UploadEndpoint = CALLS.upload.path,
): Promise<string> {
  showBusy(t('upload.uploading'))
  let answer: Answer
  try {
    answer = await sendFile({
      url: apiBase() + endpoint,
      filePath,
      name: 'file',
      header: authHeaders(uploadLanguage(session.lang)),
      formData: { lang: session.lang },
      timeout: REQUEST_TIMEOUT,
    })
  } catch {
    hideBusy()
    throw undefined
  }
  hideBusy()
  const ref = settle<string>(answer.body)
  toast(t('upload.done'), 'success')
  return ref
}
