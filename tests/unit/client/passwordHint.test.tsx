// The new-password hint names exactly the symbols the rule accepts (issue 25 item 10): it said
// "letters, digits or symbols" and then refused "!".
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import RegisterPage from '@/pages/register/index'
import { isPassword } from '@common/validate'
import { openAt, screenText, signedOut, tapText, type } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  openAt('pages/register/index')
})
afterEach(() => testUtils.unmout())

/** Every printable ASCII character that is neither a letter nor a digit. */
const ASCII_SYMBOLS = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) =>
  String.fromCharCode(0x21 + i),
).filter((c) => !/[A-Za-z0-9]/.test(c))

/** The symbols the hint under the password field names. */
function namedSymbols(): string[] {
  const hint = document.querySelector('.field__hint')?.textContent ?? ''
  const list = /^Symbols allowed: only (.+)$/.exec(hint.replace(/[\u2066-\u2069]/g, ''))
  if (!list) throw new Error(`no symbol list in "${hint}"`)
  return list[1].split(' ')
}

describe('the new-password hint', () => {
  it('names the symbols once typing starts, and each one named is accepted', async () => {
    await testUtils.mount(RegisterPage, {})
    expect(document.querySelector('.field__hint')).toBeNull()
    testUtils.act(() => type('password', 'abc'))
    const named = namedSymbols()
    expect(named).toContain('@')
    expect(named).not.toContain('!')
    for (const symbol of ASCII_SYMBOLS) {
      // accepted exactly when named
      expect([symbol, isPassword(`abc12${symbol}`)]).toEqual([symbol, named.includes(symbol)])
    }
  })

  it('says "!" is refused when the user tries it', async () => {
    await testUtils.mount(RegisterPage, {})
    testUtils.act(() => type('password', 'abc12!'))
    testUtils.act(() => type('confirm', 'abc12!'))
    testUtils.act(() => tapText('Register'))
    await flush()
    expect(screenText()).toContain("The password can't contain !")
  })
})
