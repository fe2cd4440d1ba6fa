// H5 only (SPEC §2): a page whose code is still loading after 200 ms shows a placeholder; after
// 60 s, or when its chunk fails, a load failure with a reload action; an address that is no page
// says so at once, with a way home. Mini-programs load pages themselves. Drawn outside React
// because no page is mounted while its code is loading.
import Taro from '@tarojs/taro'
import { t } from '@/locales'
import { HOME, routePath } from '@/routes'
import { relaunch } from '@/services/router'

export const PLACEHOLDER_DELAY_MS = 200
export const PAGE_LOAD_TIMEOUT_MS = 60000

let overlay: HTMLElement | null = null
let timers: ReturnType<typeof setTimeout>[] = []

function clearTimers(): void {
  timers.forEach(clearTimeout)
  timers = []
}

function actionButton(label: string, action: () => void): HTMLButtonElement {
  const button = document.createElement('button')
  button.className = 'at-button at-button--primary at-button--small page-load__action'
  button.textContent = label
  button.addEventListener('click', action)
  return button
}

function show(kind: 'loading' | 'failed' | 'missing'): void {
  overlay?.remove()
  overlay = document.createElement('div')
  overlay.className = `page-load page-load--${kind}`
  overlay.setAttribute('role', kind === 'loading' ? 'status' : 'alert')
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
  } else if (kind === 'failed') {
    const text = document.createElement('p')
    text.textContent = t('init.pageFailed', { defaultValue: 'The page failed to load' })
    overlay.append(
      text,
      actionButton(t('init.reload', { defaultValue: 'Reload' }), () => window.location.reload()),
    )
  } else {
    const text = document.createElement('p')
    text.textContent = t('init.pageMissing', { defaultValue: 'There is no such page' })
    overlay.append(
      text,
      actionButton(t('route.home', { defaultValue: 'Home' }), () => {
        pageShown()
        void relaunch(HOME)
      }),
    )
  }
  document.body.appendChild(overlay)
}

/** A page has appeared: whatever was loading is done. */
export function pageShown(): void {
  clearTimers()
  overlay?.remove()
  overlay = null
}

interface RouterChange {
  toLocation?: { path?: string }
}

const shownPath = () => routePath(Taro.getCurrentInstance().router?.path ?? '')

function pageLoading({ toLocation }: RouterChange): void {
  clearTimers()
  // The page on screen asked for again (its tab tapped, its address entered): Taro keeps it and
  // mounts nothing, so nothing would clear a placeholder.
  if (toLocation?.path && routePath(toLocation.path) === shownPath()) return
  timers.push(setTimeout(() => show('loading'), PLACEHOLDER_DELAY_MS))
  timers.push(setTimeout(() => show('failed'), PAGE_LOAD_TIMEOUT_MS))
}

/**
 * Taro's router draws a page once its code has arrived even when the user went back meanwhile:
 * the address then names the page under it, and the next back would leave the app's history
 * and its screen apart. The address is put forward again to the page drawn (the router shows it
 * afresh), as if the early back had not been pressed.
 */
function keepAddressWithPage(): void {
  const pages = Taro.getCurrentPages()
  const drawn = routePath(pages[pages.length - 1]?.route ?? '')
  const under = routePath(pages[pages.length - 2]?.route ?? '')
  const address = routePath(window.location.hash.slice(1))
  if (under && address === under && drawn !== address) window.history.forward()
}

export function watchPageLoads(): void {
  Taro.eventCenter.on('__taroRouterChange', pageLoading)
  Taro.eventCenter.on('__afterTaroRouterChange', () => {
    pageShown()
    keepAddressWithPage()
  })
  Taro.eventCenter.on('__taroRouterNotFound', () => {
    clearTimers()
    show('missing')
  })
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof Error && reason.name === 'ChunkLoadError') {
      clearTimers()
      show('failed')
    }
  })
}
