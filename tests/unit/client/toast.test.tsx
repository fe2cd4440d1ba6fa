import TestUtils from '@tarojs/test-utils-react'
import { ToastHost } from '@/components/ToastHost'
import { hideBusy, showBusy, toast, TOAST_MS } from '@/services/toast'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

const shown = () =>
  [...document.querySelectorAll('.at-toast .toast-body-content__info')].map((el) =>
    el.textContent?.trim(),
  )

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
})
afterEach(() => {
  testUtils.unmout()
  jest.useRealTimers()
})

describe('toast (SPEC §9: 2 s) through taro-ui', () => {
  it('shows the message in an AtToast for 2 s, and the same message again when raised again', async () => {
    await testUtils.mount(ToastHost)
    expect(shown()).toEqual([])
    testUtils.act(() => toast('Copied', 'success'))
    await flush()
    expect(shown()).toEqual(['Copied'])
    expect(document.querySelector('.app-toast--success')).not.toBeNull()

    testUtils.act(() => void jest.advanceTimersByTime(TOAST_MS - 100))
    testUtils.act(() => toast('Copied'))
    await flush()
    testUtils.act(() => void jest.advanceTimersByTime(TOAST_MS - 100))
    await flush()
    expect(shown()).toEqual(['Copied']) // the second one has its own 2 s
    testUtils.act(() => void jest.advanceTimersByTime(100))
    await flush()
    expect(shown()).toEqual([])
  })

  it('a page that opens while a toast is up shows it too', async () => {
    testUtils.act(() => toast('Please log in'))
    await testUtils.mount(ToastHost)
    expect(shown()).toEqual(['Please log in'])
    testUtils.act(() => void jest.advanceTimersByTime(TOAST_MS))
    await flush()
  })

  it('draws the blocking indicator with its text until it is hidden', async () => {
    await testUtils.mount(ToastHost)
    testUtils.act(() => showBusy('Uploading'))
    await flush()
    expect(document.querySelector('.app-busy .at-activity-indicator')).not.toBeNull()
    expect(document.querySelector('.app-busy')?.textContent).toBe('Uploading')
    testUtils.act(() => hideBusy())
    await flush()
    expect(document.querySelector('.app-busy')).toBeNull()
  })
})
