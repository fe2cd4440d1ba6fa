// One way to tell the user something briefly (SPEC §9: toast default 2 s), and the blocking
// "working on it" indicator of uploads. Both are taro-ui widgets drawn by the ToastHost every page
// frame (components/Screen) mounts; this store is what they show. A toast is about the page it was
// raised on and closes when the user moves to another; one the app follows up by changing page
// itself (a withdrawal submitted, then its record) is carried to the next page (carryToast).
import Taro from '@tarojs/taro'
import { proxy } from 'valtio'

export const TOAST_MS = 2000

export type ToastKind = 'none' | 'success'

export interface ToastState {
  text: string
  kind: ToastKind
  open: boolean
  /** counts toasts, so the same text twice shows twice */
  serial: number
  /** the text of the blocking indicator; '' when none */
  busy: string
}

export const toastState = proxy<ToastState>({
  text: '',
  kind: 'none',
  open: false,
  serial: 0,
  busy: '',
})

let closeTimer: ReturnType<typeof setTimeout> | undefined
/** the page on screen when the toast was raised */
let raisedOn = ''
/** the app is changing page to follow the toast up: the next page to show takes it over */
let carried = false

type Router = ReturnType<typeof Taro.getCurrentInstance>['router']

/** Names a page instance: its key, or its path where the platform gives no key. */
export const pageKey = (router: Router | undefined): string =>
  router?.$taroPath || router?.path || ''

function close(): void {
  clearTimeout(closeTimer)
  toastState.open = false
  carried = false
}

export function toast(message: string, kind: ToastKind = 'none'): void {
  clearTimeout(closeTimer)
  toastState.text = message
  toastState.kind = kind
  toastState.open = true
  toastState.serial += 1
  raisedOn = pageKey(Taro.getCurrentInstance().router)
  carried = false
  closeTimer = setTimeout(close, TOAST_MS)
}

/**
 * Called just before the app itself changes page to follow up the toast on screen ("please log
 * in", then login): the toast goes on showing on the page that opens.
 */
export function carryToast(): void {
  if (toastState.open) carried = true
}

/** A page came on screen: a toast raised on another one, and not carried here, is over. */
export function toastPageShown(page: string): void {
  if (!toastState.open) return
  if (carried) {
    carried = false
    raisedOn = page
  } else if (page !== raisedOn) close()
}

/** A mask with a loading indicator and `text` until hideBusy(). */
export function showBusy(text: string): void {
  toastState.busy = text
}

export function hideBusy(): void {
  toastState.busy = ''
}
