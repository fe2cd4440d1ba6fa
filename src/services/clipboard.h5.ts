// H5: Taro's setClipboardData adds a toast of its own, in Chinese ('内容已复制'), to whatever the
// app says; this copies through the browser and says so once, in the user's language.
import { t } from '@/locales'
import { toast } from './toast'

async function write(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value)
    return
  } catch {
    // no clipboard API (a plain-http origin) or no permission: the older way, below
  }
  const area = document.createElement('textarea')
  area.value = value
  area.readOnly = true
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const copied = typeof document.execCommand === 'function' && document.execCommand('copy')
  area.remove()
  if (!copied) throw new Error('copy refused')
}

export function copyText(value: string): void {
  write(value).then(
    () => toast(t('common.copied'), 'success'),
    () => toast(t('common.copyFailed')),
  )
}
