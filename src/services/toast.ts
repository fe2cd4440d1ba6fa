// One way to tell the user something briefly (SPEC §9: toast default 2 s), and the blocking
// "working on it" indicator of uploads. Both are taro-ui widgets drawn by the ToastHost every page
// frame (components/Screen) mounts; this store is what they show, so a toast raised just before a
// page change still shows on the next page.
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

export function toast(message: string, kind: ToastKind = 'none'): void {
  clearTimeout(closeTimer)
  toastState.text = message
  toastState.kind = kind
  toastState.open = true
  toastState.serial += 1
  closeTimer = setTimeout(() => {
    toastState.open = false
  }, TOAST_MS)
}

/** A mask with a loading indicator and `text` until hideBusy(). */
export function showBusy(text: string): void {
  toastState.busy = text
}

export function hideBusy(): void {
  toastState.busy = ''
}
