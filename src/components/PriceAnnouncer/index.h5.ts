// H5: a live price speaks only while the user is on it, politely, and not more often than a
// screen reader can bear (issue 47). The rows and headers that draw a price only carry a mark
// (data-live-price); one listener on the document follows focus, so a tick re-renders nothing
// more than it did, and one visually hidden polite region says the focused symbol's price when it
// has changed, at most every GAP_MS. While focused, the control's name is held at what was read on
// focus: Chromium renames a control named by its content on every tick, and NVDA reads the focused
// control's new name each time (decision 89).
import { subscribe } from 'valtio'
import { t } from '@/locales'
import { market } from '@/stores/market'
import { changeRate, thousands } from '@/utils/format'
import { throttledSpeech, type ThrottledSpeech } from '@/utils/throttledSpeech'
import type { LivePriceProps, LivePriceStopProps } from './props'

export const GAP_MS = 5000
const MARK = 'data-live-price'

export const livePrice = (matchId: number): LivePriceProps => ({ [MARK]: matchId })

export const livePriceStop = (matchId: number): LivePriceStopProps => ({
  [MARK]: matchId,
  tabIndex: 0,
  role: 'group',
})

interface Focused {
  element: HTMLElement
  speech: ThrottledSpeech
  unsubscribe: () => void
}

let focused: Focused | null = null
let region: HTMLElement | null = null

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region
  region = document.createElement('div')
  region.className = 'visually-hidden'
  region.setAttribute('aria-live', 'polite')
  region.setAttribute('data-price-announcer', '')
  document.body.appendChild(region)
  return region
}

function spoken(matchId: number): string | null {
  const quote = market.quotes[matchId]
  if (!quote) return null
  return t('market.livePrice', {
    symbol: quote.symbol,
    price: thousands(quote.now_price, quote.price_precision),
    change: changeRate(quote.change),
  })
}

/** The element's visible lines, as its name from content reads them, with a pause between. */
const visibleText = (element: HTMLElement): string =>
  (element.innerText ?? element.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')

function stop(): void {
  if (!focused) return
  focused.speech.stop()
  focused.unsubscribe()
  focused.element.removeAttribute('aria-label')
  focused = null
  if (region) region.textContent = ''
}

// a row re-ranked (Home's movers) or a page hidden takes the focus away without a focusout
const stillFocused = (element: HTMLElement): boolean =>
  element.isConnected &&
  element.contains(document.activeElement) &&
  element.checkVisibility?.() !== false

function follow(element: HTMLElement): void {
  const matchId = Number(element.getAttribute(MARK))
  const heard = spoken(matchId)
  if (heard === null) return
  // Pressable sets no name of its own on a marked control; the mark never goes on one it names
  element.setAttribute('aria-label', visibleText(element))
  const out = liveRegion()
  const speech = throttledSpeech(
    (text) => {
      if (stillFocused(element)) out.textContent = text
      else stop()
    },
    GAP_MS,
    heard,
  )
  const unsubscribe = subscribe(market, () => {
    const text = spoken(matchId)
    if (text !== null) speech.offer(text)
  })
  focused = { element, speech, unsubscribe }
}

function onFocusIn(event: FocusEvent): void {
  const element = (event.target as Element | null)?.closest<HTMLElement>(`[${MARK}]`) ?? null
  if (element === focused?.element) return
  stop()
  if (element) follow(element)
}

function onFocusOut(event: FocusEvent): void {
  const next = event.relatedTarget as Node | null
  if (focused && !(next && focused.element.contains(next))) stop()
}

let listening = false

export function announceFocusedPrices(): void {
  if (listening) return
  listening = true
  document.addEventListener('focusin', onFocusIn)
  document.addEventListener('focusout', onFocusOut)
}
