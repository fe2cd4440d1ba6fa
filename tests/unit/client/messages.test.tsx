// Messages that say what is wrong, one at a time, in one wording per thing (issue 10, defect 7).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import TestUtils from '@tarojs/test-utils-react'
import { LANGS } from '@wire/lang'
import { activateLanguage } from '@/locales'
import LoginPage from '@/pages/login/login'
import { passwordErrors } from '@/components/PasswordFields'
import { openAt, screenText, signedOut, tapText, type } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)

const fieldErrors = () =>
  [...document.querySelectorAll('.field__error, [role="alert"]')].map((el) => el.textContent)

describe('password messages', () => {
  it('names the characters not allowed instead of the length', () => {
    expect(passwordErrors('abc<>12').password).toBe("The password can't contain < >")
    expect(passwordErrors('pässwört1').password).toBe("The password can't contain ä ö")
    expect(passwordErrors('abc 123').password).toBe("The password can't contain ␣")
    expect(passwordErrors('abc12').password).toBe(
      'Please enter a correct password (6-12 characters)',
    )
    expect(passwordErrors('Pass@1.%').password).toBeUndefined()
  })
})

describe('the login form', () => {
  afterEach(() => testUtils.unmout())

  it('shows one message, for the first field to fix', async () => {
    openAt('pages/login/login')
    await testUtils.mount(LoginPage)
    testUtils.act(() => tapText('Log in'))
    await flush()
    expect(fieldErrors()).toEqual(['Please enter a correct phone number'])

    testUtils.act(() => type('account', '912345678'))
    testUtils.act(() => type('password', 'abc<>12'))
    testUtils.act(() => tapText('Log in'))
    await flush()
    expect(fieldErrors()).toEqual(["The password can't contain < >"])
    expect(screenText()).not.toContain('username')
  })
})

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../..', file), 'utf8')) as Record<
    string,
    Record<string, string>
  > &
    Record<string, string>

describe('one term per thing in each language', () => {
  it.each(LANGS)('%s: the server names things as the app does', (lang) => {
    const app = read(`src/locales/${lang}.json`)
    const server = read(`server/src/infra/i18n/${lang}.json`)
    // Home's menu comes from the server; the pages it opens are titled by the app
    expect(server.menu_recharge).toBe(app.route.recharge)
    expect(server.menu_help).toBe(app.route.help)
    // the captcha prompt, whether the form or the server asks
    expect(server.captcha_required).toBe(app.auth.enterCaptcha)
    expect(server.symbol_not_found).toBe(app.kline.notFound)
    expect(server.microtrade_closed).toBe(app.trade.closedForSymbol)
  })

  it('uses one spelling in English', () => {
    const values = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(values)
    const texts = [
      ...values(read('server/src/infra/i18n/en.json')),
      ...values(read('src/locales/en.json')),
    ].join('\n')
    expect(texts).not.toMatch(/Recharge|Help center|picture|trading pair/i)
  })
})
