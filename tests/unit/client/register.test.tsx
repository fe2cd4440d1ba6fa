import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import RegisterPage from '@/pages/register/index'
import { CodeButton } from '@/components/CodeButton'
import { openAt, recordToasts, screenText, signedOut, tapText, type } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('register form (SPEC §5 registration)', () => {
  it('names every missing or malformed field without calling the server', async () => {
    openAt('pages/register/index')
    await testUtils.mount(RegisterPage)
    testUtils.act(() => tapText('Register'))
    await flush()
    const text = screenText()
    expect(text).toContain('Please enter a correct phone number')
    expect(text).toContain('Please enter the verification code')
    expect(text).toContain('Please enter a correct password (6-12 characters)')
    expect(text).toContain('Please enter the invitation code')
  })

  it('says "Passwords do not match" when the confirmation differs', async () => {
    openAt('pages/register/index')
    await testUtils.mount(RegisterPage)
    testUtils.act(() => {
      type('password', 'abc123')
      type('confirm', 'abc124')
    })
    testUtils.act(() => tapText('Register'))
    await flush()
    expect(screenText()).toContain('Passwords do not match')
    expect(screenText()).not.toContain('Please enter a correct password')
  })

  it('takes the invitation code from an invitation link', async () => {
    openAt('pages/register/index', { invite: 'K7Q2MX' })
    await testUtils.mount(RegisterPage)
    const invite = document.querySelector<HTMLInputElement>('input[name="invite"]')
    expect(invite?.value).toBe('K7Q2MX')
  })

  it('decodes the invitation code of a link exactly once (issue 10, defect 8)', async () => {
    // Taro hands the page the value as it stands in the address
    openAt('pages/register/index', { invite: 'AB%20CD' })
    await testUtils.mount(RegisterPage)
    const invite = document.querySelector<HTMLInputElement>('input[name="invite"]')
    expect(invite?.value).toBe('AB CD')
  })

  it('checks the e-mail format on the e-mail tab', async () => {
    openAt('pages/register/index')
    await testUtils.mount(RegisterPage)
    testUtils.act(() => tapText('E-mail'))
    testUtils.act(() => type('account', 'not-an-address'))
    testUtils.act(() => tapText('Register'))
    await flush()
    expect(screenText()).toContain('Please enter a correct e-mail address')
  })
})

describe('send-code button (SPEC §9 resend countdown)', () => {
  it('counts 60 s down after a send, asks to wait when tapped meanwhile, then allows a resend', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    const toasts = recordToasts()
    const onSend = jest.fn(() => Promise.resolve())
    await testUtils.mount(CodeButton, { props: { onSend } })

    testUtils.act(() => tapText('Send code'))
    await flush()
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(toasts).toEqual(['Verification code sent'])
    expect(screenText()).toBe('Resend in 60 s')

    testUtils.act(() => tapText('Resend in 60 s'))
    await flush()
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(toasts).toContain('Please wait for the countdown to end')

    testUtils.act(() => void jest.advanceTimersByTime(59000))
    expect(screenText()).toBe('Resend in 1 s')
    testUtils.act(() => void jest.advanceTimersByTime(1000))
    expect(screenText()).toBe('Send code')
  })

  it('starts no countdown when the send fails', async () => {
    const onSend = jest.fn(() => Promise.reject(new Error('refused')))
    await testUtils.mount(CodeButton, { props: { onSend } })
    testUtils.act(() => tapText('Send code'))
    await flush()
    expect(screenText()).toBe('Send code')
  })
})
