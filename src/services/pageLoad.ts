// H5 only (SPEC §2): a page whose code is still loading after 200 ms shows a placeholder; after
// 60 s, or when its chunk fails, a load failure with a reload action. Mini-programs load pages
// themselves. Drawn outside React because no page is mounted while its code is loading.
import Taro from '@tarojs/taro'
import { t } from '@/locales'

export const PLACEHOLDER_DELAY_MS = 200
export const PAGE_LOAD_TIMEOUT_MS = 60000

let overlay: HTMLElement | null = null
let timers: ReturnType<typeof setTimeout>[] = []

function clearTimers(): void {
  timers.forEach(clearTimeout)
  timers = []
}

function show(kind: 'loading' | 'failed'): void {
  overlay?.remove()
  overlay = document.createElement('div')
  overlay.className = `page-load page-load--${kind}`
  overlay.setAttribute('role', kind === 'failed' ? 'alert' : 'status')
  if (kind === 'loading') {
    // taro-ui's AtActivityIndicator, as its markup: no React tree is mounted while a page loads
    const indicator = document.createElement('div')
    indicator.className = 'at-activity-indicator at-activity-indicator--isopened'
    indicator.setAttribute('aria-label', t('common.loading', { defaultValue: 'Loading' }))
    indicator.innerHTML =
      '<div class="at-activity-indicator__body"><div class="at-loading page-load__ring">' +
      '<div class="at-loading__ring"></div>'.repeat(3) +
      '</div></div>'
    overlay.appendChild(indicator)
  } else {
    const text = document.createElement('p')
    text.textContent = t('init.pageFailed', { defaultValue: 'The page failed to load' })
    const button = document.createElement('button')
    button.className = 'at-button at-button--primary at-button--small page-load__reload'
    button.textContent = t('init.reload', { defaultValue: 'Reload' })
    button.addEventListener('click', () => window.location.reload())
    overlay.append(text, button)
  }
  document.body.appendChild(overlay)
}

/** A page has appeared: whatever was loading is done. */
export function pageShown(): void {
  clearTimers()
  overlay?.remove()
  overlay = null
}

function pageLoading(): void {
  clearTimers()
  timers.push(setTimeout(() => show('loading'), PLACEHOLDER_DELAY_MS))
  timers.push(setTimeout(() => show('failed'), PAGE_LOAD_TIMEOUT_MS))
}

export function watchPageLoads(): void {
  Taro.eventCenter.on('__taroRouterChange', pageLoading)
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof Error && reason.name === 'ChunkLoadError') {
      clearTimers()
      show('failed')
    }
  })
}
