import TestUtils from '@tarojs/test-utils-react'
import { ToastHost } from '@/components/ToastHost'
import { carryToast, hideBusy, showBusy, toast, TOAST_MS } from '@/services/toast'
import { firePageLifecycle, openAt } from './helpers'

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

  it('closes a toast the user leaves behind when another page shows', async () => {
    openAt('pages/user/recharge')
    await testUtils.mount(ToastHost)
    testUtils.act(() => toast('Copied', 'success'))
    await flush()
    // the page's own toast stays when that page shows again (back from the background)
    testUtils.act(() => void firePageLifecycle('componentDidShow'))
    await flush()
    expect(shown()).toEqual(['Copied'])
    testUtils.unmout()

    // the user moves on before the 2 s are up: the next page opens without it
    openAt('pages/user/rechargeRecord')
    await testUtils.mount(ToastHost)
    testUtils.act(() => void firePageLifecycle('componentDidShow'))
    await flush()
    expect(shown()).toEqual([])
  })

  it('carries a toast to the page the app opens to follow it up, and no further', async () => {
    openAt('pages/user/withdrawl')
    testUtils.act(() => toast('Withdrawal submitted', 'success'))
    testUtils.act(() => carryToast())
    openAt('pages/user/withdrawRecord')
    await testUtils.mount(ToastHost)
    testUtils.act(() => void firePageLifecycle('componentDidShow'))
    await flush()
    expect(shown()).toEqual(['Withdrawal submitted'])
    testUtils.unmout()

    openAt('pages/user/accountDetail')
    await testUtils.mount(ToastHost)
    testUtils.act(() => void firePageLifecycle('componentDidShow'))
    await flush()
    expect(shown()).toEqual([])
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
