// Two translated sentences on one line are joined as each language joins them (issue 25 item 11):
// English puts a space after the full stop ("within 2 hours.On this demo server" was the
// defect), Chinese and Japanese none after "。".
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as depositApi from '@/services/api/deposit'
import { session } from '@/stores/session'
import RechargePage from '@/pages/user/recharge'
import LoginPage from '@/pages/login/login'
import RegisterPage from '@/pages/register/index'
import { openAt, screenText, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
}

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

beforeEach(() => signedOut())
afterEach(async () => {
  testUtils.unmout()
  jest.restoreAllMocks()
  await activateLanguage('en')
})

async function openDemoRecharge() {
  session.token = 'abc'
  jest.spyOn(depositApi, 'fetchDepositAddresses').mockResolvedValue({
    currency: 3,
    currency_name: 'USDT',
    trc20: TRON,
    list: [
      {
        type: 'TRC20',
        address: TRON,
        memo_required: false,
        confirmations: 20,
        deposit_min: '10',
        demo: true,
      },
    ],
  })
  openAt('pages/user/recharge')
  await testUtils.mount(RechargePage)
  await flush()
}

describe('the deposit note on a demo server', () => {
  it('puts a space between the two sentences in English', async () => {
    await activateLanguage('en')
    await openDemoRecharge()
    expect(screenText()).toContain('usually within 2 hours. On this demo server, deposits are')
  })

  it('puts none after "。" in Chinese', async () => {
    await activateLanguage('zh')
    await openDemoRecharge()
    expect(screenText()).toContain('小时内完成。在此演示服务器上')
  })
})

describe('the question and its link under the sign-in forms', () => {
  it('reads "No account yet? Register" and "Already have an account? Log in" in English', async () => {
    await activateLanguage('en')
    openAt('pages/login/login')
    await testUtils.mount(LoginPage)
    expect(screenText()).toContain('No account yet? Register')
    testUtils.unmout()
    openAt('pages/register/index')
    await testUtils.mount(RegisterPage)
    expect(screenText()).toContain('Already have an account? Log in')
  })

  it('has no space after "？" in Chinese', async () => {
    await activateLanguage('zh')
    openAt('pages/login/login')
    await testUtils.mount(LoginPage)
    expect(screenText()).toContain('还没有账户？注册')
  })
})
