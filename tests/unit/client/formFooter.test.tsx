// FormFooter ends every form and confirmation sheet: the error of the last try, the submit button
// (spinning and deaf to taps while a request is out), and on sheets a Cancel before it.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { FormFooter, type FormFooterProps } from '@/components/FormFooter'
import { screenText, signedOut, tapText } from './helpers'

const testUtils = new TestUtils()

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)
afterEach(() => testUtils.unmout())

const mount = (props: Omit<FormFooterProps, 'children' | 'block'>) =>
  testUtils.mount(FormFooter, { props: { block: 'auth', children: 'Log in', ...props } })

const buttons = () => [...document.querySelectorAll<HTMLElement>('.at-button')]

describe('FormFooter', () => {
  it('sends the form when the primary button is tapped', async () => {
    const onSubmit = jest.fn()
    await mount({ onSubmit })
    expect(screenText()).toBe('Log in')
    expect(buttons().map((b) => b.className)).toEqual([
      expect.stringContaining('at-button--primary'),
    ])
    tapText('Log in')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('spins and ignores taps while busy', async () => {
    const onSubmit = jest.fn()
    await mount({ onSubmit, busy: true })
    expect(document.querySelector('.at-button .at-button__icon')).not.toBeNull()
    tapText('Log in')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('ignores taps while disabled, and looks it', async () => {
    const onSubmit = jest.fn()
    await mount({ onSubmit, disabled: true })
    expect(buttons()[0].classList.contains('at-button--disabled')).toBe(true)
    tapText('Log in')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("says the last try's error above the button, in the form's own error line", async () => {
    await mount({ onSubmit: () => undefined, error: 'Wrong password' })
    const line = document.querySelector('.auth__error')
    expect(line?.getAttribute('role')).toBe('alert')
    expect(line?.textContent).toBe('Wrong password')
    expect(screenText()).toBe('Wrong passwordLog in')
  })

  it('shows no error line while there is none', async () => {
    await mount({ onSubmit: () => undefined, error: '' })
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })

  it("puts Cancel before the submit button on a sheet, in the sheet's row", async () => {
    const onSubmit = jest.fn()
    const onCancel = jest.fn()
    await testUtils.mount(FormFooter, {
      props: { block: 'lock-confirm', children: 'Confirm', onSubmit, onCancel },
    })
    const row = document.querySelector('.lock-confirm__buttons')
    expect(row?.textContent).toBe('CancelConfirm')
    expect(row?.querySelectorAll('.lock-confirm__button')).toHaveLength(2)
    tapText('Cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
    tapText('Confirm')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("gives a trade's confirmation its up or down colour instead of the primary one", async () => {
    await testUtils.mount(FormFooter, {
      props: { block: 'confirm-order', children: 'Confirm', tone: 'down', onSubmit: jest.fn() },
    })
    const submit = buttons()[0]
    expect(submit.classList.contains('app-button--down')).toBe(true)
    expect(submit.classList.contains('at-button--primary')).toBe(false)
  })
})
