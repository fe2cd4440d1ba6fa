// Shared steps of screen tests: open a page at a route, type into a field, tap, read the screen.
import { Current, getPageInstance } from '@tarojs/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { subscribe } from 'valtio'
import { session } from '@/stores/session'
import { toastState } from '@/services/toast'

export function openAt(path: string, params: Record<string, string> = {}): void {
  Current.router = {
    path: `/${path}`,
    params,
    onReady: '',
    onHide: '',
    onShow: '',
    $taroPath: path,
  }
}

export function signedOut(): void {
  Object.assign(session, { token: '', user: null, lang: 'en', initialised: true, entryPage: null })
}

/** Types into the field named `name` as a user would (the inner <input> of Taro's Input). */
export function type(name: string, value: string): void {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!input) throw new Error(`no input named ${name}`)
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

export function tapText(text: string): void {
  const el = [...document.querySelectorAll<HTMLElement>('*')]
    .reverse()
    .find((e) => e.textContent?.trim() === text)
  if (!el) throw new Error(`nothing reads "${text}"`)
  el.click()
}

export const screenText = (): string => document.body.textContent ?? ''

let stopRecording: (() => void) | undefined

/**
 * Records the toasts raised from now on (services/toast's store, which each page's ToastHost
 * draws), until the next call.
 */
/**
 * What the app copies, through the browser's clipboard (the edge of the world: jsdom has none);
 * `refuse` makes every copy fail, as a page without the permission sees.
 */
export function recordCopies({ refuse = false } = {}): string[] {
  const copied: string[] = []
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (refuse) return Promise.reject(new DOMException('denied', 'NotAllowedError'))
        copied.push(text)
        return Promise.resolve()
      },
    },
  })
  return copied
}

export function recordToasts(): string[] {
  const toasts: string[] = []
  stopRecording?.()
  let serial = toastState.serial
  // in sync: every toast is seen, also two in one tick
  stopRecording = subscribe(
    toastState,
    () => {
      if (toastState.serial === serial) return
      serial = toastState.serial
      toasts.push(toastState.text)
    },
    true,
  )
  return toasts
}

/**
 * Fires a page lifecycle (e.g. 'componentDidShow') on the mounted page's hooks: mount() alone
 * never does (RECIPE.md §5). Without a PageContext the hooks register under 'taro-app'.
 */
export function firePageLifecycle(lifecycle: string): number {
  const page = getPageInstance('taro-app') as unknown as Record<string, unknown> | undefined
  const hooks = ([] as unknown[]).concat(page?.[lifecycle] ?? [])
  for (const hook of hooks) if (typeof hook === 'function') hook()
  return hooks.length
}

/** Counts the HTTP requests the page makes (Taro H5's request goes through XHR under jsdom). */
export function recordRequests(): string[] {
  const urls: string[] = []
  const open = XMLHttpRequest.prototype.open
  jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
  ) {
    urls.push(String(url))
    return open.call(this, method, String(url), true)
  })
  return urls
}

const acting = new TestUtils()

/** Lets rendering and (mocked) requests settle, 10 ms at a time for up to 3 s, until `done` holds. */
export async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !done(); i++) {
    await acting.act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

/** H5 draws a page's lower parts some tasks after its first paint (components/Later): lets them come. */
export async function laterParts(): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await acting.act(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    )
  }
}
