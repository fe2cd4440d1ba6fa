// The native app as its bundle starts it (the entry @tarojs/rn-transformer generates: the App, the
// pages the route table marks `rn`, Taro's React Native router and tab bar), rendered on React
// Native's jest preset with the real stores and services against the reference server.
import { existsSync } from 'node:fs'
import path from 'node:path'
import camelCase from 'lodash/camelCase'
import type { ComponentType } from 'react'
import { I18nManager } from 'react-native'
import * as ImagePicker from 'expo-image-picker'
import { create, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer'
import { createPageConfig, createReactNativeApp } from '@tarojs/runtime-rn'
import { navigationRef } from '@tarojs/router-rn/dist/rootNavigation'
import { TabBar } from '@tarojs/router-rn/dist/view/TabBar'
import { saveAddress } from '@/services/api/addressBook'
import { submitRealName } from '@/services/api/certification'
import { fetchUserInfo, updatePassword } from '@/services/api/identity'
import { sendPayPasswordCode } from '@/services/api/profile'
import { disconnectRealtime } from '@/services/realtime'
import { TOAST_MS } from '@/services/toast'
import { TEST_INVITE_CODE } from '../setup/constants'
import {
  creditUser,
  freshEmail,
  latestCode,
  opsPost,
  resetClient,
  until,
} from '../integration/support'
import { answerSheet, pickedPhoto } from './phone'

const picker = jest.mocked(ImagePicker)

/** A deposit address of the operator's, set up for the deposit below. */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

type Config = Record<string, unknown>
const passThrough = (config: Config) => config
Object.assign(globalThis, { defineAppConfig: passThrough, definePageConfig: passThrough })
// The app runs live here, as on a phone: quotes arrive and the screen updates between the test's
// looks, not inside act() scopes
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })

const SRC = path.resolve(__dirname, '..', '..', 'src')

/** A page as the generated entry lists it: its component under its config and path. */
function screen(page: string) {
  const pagePath = `/${page}`
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const component = (require(`@/${page}`) as { default: ComponentType }).default
  const config = existsSync(path.join(SRC, `${page}.config.ts`))
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require(`@/${page}.config`) as { default: Config }).default
    : {}
  return {
    name: camelCase(pagePath),
    pagePath,
    component: createPageConfig(component, { ...config, pagePath }),
  }
}

interface AppConfig {
  pages: string[]
  tabBar: { list: Config[] }
}

function startApp(): ReactTestRenderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const App = (require('@/app') as { default: ComponentType }).default
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const appConfig = (require('@/app.config') as { default: AppConfig }).default
  // the generated entry inlines the tab icons as images; the test draws none
  const tabBar = {
    ...appConfig.tabBar,
    list: appConfig.tabBar.list.map(({ iconPath: _i, selectedIconPath: _s, ...item }) => item),
  }
  const pageList = appConfig.pages.map(screen)
  const config = { appConfig: { ...appConfig, tabBar, designWidth: 750 }, pageList }
  Object.assign(globalThis, { __taroAppConfig: config })
  const Root = createReactNativeApp(App, config, pageList[0].component) as ComponentType
  return create(<Root />)
}

/** Every text in the tree, in order, each a string of its own (a tab's screens stay mounted). */
function texts(node: ReactTestInstance | string): string[] {
  if (typeof node === 'string') return [node]
  return node.children.flatMap(texts)
}
const screenText = () => texts(app.root).join(' | ')
const onScreen = (text: string) => screenText().includes(text)

async function settle(check: () => boolean, timeout = 15000): Promise<void> {
  await until(check, timeout).catch(() => {
    throw new Error(`timed out; on screen: ${screenText()}`)
  })
}

/** Types into the field named `name` on the page on top (drawn after those under it). */
function type(name: string, text: string): void {
  const fields = app.root.findAll(
    (n) => (n.type as unknown) === 'TextInput' && n.props.name === name,
  )
  if (fields.length === 0) throw new Error(`no field ${name}; on screen: ${screenText()}`)
  fields[fields.length - 1].props.onChangeText(text)
}

/** Taps `shown` as a finger would: the nearest element up from it that answers a press. */
async function tap(shown: ReactTestInstance | undefined, what: string): Promise<void> {
  let node: ReactTestInstance | null = shown ?? null
  // React Native's touchables answer onPress; Taro's components take the app's onClick
  const handler = (n: ReactTestInstance) => (n.props.onPress ?? n.props.onClick) as unknown
  while (node && typeof handler(node) !== 'function') node = node.parent
  if (!node) throw new Error(`nothing to press shows ${what}`)
  await (handler(node) as (event: object) => unknown)({ stopPropagation: () => undefined })
}

/** Presses the last element in `within` showing `label` as the user would (the page on top). */
async function press(label: string, within = app.root): Promise<void> {
  const shown = within.findAll((n) => n.children.some((c) => c === label))
  await tap(shown[shown.length - 1], label)
}

// A relaunch puts a new tab navigator in place of the old one, which stays in the tree for a
// moment: a tap is for the tab bar of the navigator in place (its state is the root's first route's)
const tabBars = () => app.root.findAll((n) => n.type === TabBar)
function currentTabBar(): ReactTestInstance | undefined {
  const tabs = navigationRef.current?.getRootState()?.routes[0]?.state as
    { key?: string } | undefined
  return tabBars().find((bar) => (bar.props.state as { key: string }).key === tabs?.key)
}
async function tabsSettled(): Promise<ReactTestInstance> {
  await settle(() => currentTabBar() !== undefined)
  return currentTabBar() as ReactTestInstance
}
const pressTab = async (label: string) => press(label, await tabsSettled())

jest.setTimeout(60000)

let app: ReactTestRenderer
beforeAll(async () => {
  await resetClient()
  app = startApp()
})
afterAll(async () => {
  app.unmount()
  disconnectRealtime()
  // the last animation frames and the last toast's timer end before jest tears the environment
  // down (a frame left for after reads jest's clock, which is gone by then)
  await new Promise((r) => setTimeout(r, TOAST_MS))
})

it('starts up on Home with live prices, labelled simulated', async () => {
  await settle(() => onScreen('BTC'))
  expect(onScreen('Simulated market data')).toBe(true)
})

const user = { email: freshEmail(), password: 'secret12' }

/** The elements the screen reader names `label` (an icon button shows no text of its own). */
const named = (label: string) => app.root.findAll((n) => n.props['aria-label'] === label)

async function pressNamed(label: string): Promise<void> {
  await tabsSettled()
  await tap(named(label)[0], label)
}

it("registers through the form behind Market's log-in, past the onboarding steps", async () => {
  await pressTab('Market')
  await settle(() => onScreen('Welcome back'))
  await press('No account yet? Register')
  await settle(() => onScreen('Create your account'))
  await press('E-mail')
  type('account', user.email)
  await press('Send code')
  await settle(() => onScreen('Verification code sent'))
  type('code', await latestCode(user.email))
  type('password', user.password)
  type('confirm', user.password)
  type('invite', TEST_INVITE_CODE)
  await press('Register')
  // a new user is led through certification and the bank card, each skippable
  await settle(() => onScreen('Your account is ready.'))
  await press('Skip for now')
  await settle(() => onScreen('Add the bank card in your name now'))
  await press('Skip for now')
  await settle(() => onScreen('Simulated market data'))
})

it('my page shows the account and logs out after a confirmation; the form logs back in', async () => {
  await pressNamed('My account')
  await settle(() => onScreen('Invitation code') && onScreen('us***@example.com'))
  await press('Log out')
  await settle(() => onScreen('Log out of this device?'))
  await press('Log out')
  await settle(() => onScreen('Welcome back'))
  await press('E-mail')
  type('account', user.email)
  type('password', user.password)
  await press('Log in')
  // back on Home, signed in
  await settle(() => named('My account').length > 0)
  await pressTab('Market')
  await settle(() => onScreen('Crypto') && onScreen('Vol '))
})

it('Trade draws the price line and places a seconds order after its confirmation', async () => {
  await creditUser(user.email, '100')
  await pressTab('Trade')
  await settle(() => onScreen('Buy up'))
  // the line, through ECharts' SVG renderer
  await settle(() => app.root.findAll((n) => (n.type as unknown) === 'RNSVGPath').length > 0)
  await settle(() => onScreen('Available in Seconds-trading account: 100.00 USDT'))
  await press('10')
  await press('Buy up')
  await settle(() => onScreen('Confirm your order'))
  await press('Confirm')
  await settle(() => onScreen('Positions (1)'))
  // a 2 s order
  await settle(() => onScreen('Positions (0)'))
})

it('the k-line page draws candles with its indicators, a crosshair and a pinch zoom', async () => {
  await press('K-line chart')
  // candles in, with MA lines over them and the MACD pane under
  await settle(() => /MA5 [\d,.]+ \| MA10 [\d,.]+/.test(screenText()) && onScreen('MACD(12,26,9)'))
  const readoutTime = () =>
    app.root.find((n) => n.props.className === 'kline__time' && typeof n.type !== 'string').props
      .children as string
  const newest = readoutTime()
  const host = app.root.find(
    (n) => (n.type as unknown) === 'View' && n.props.onTouchStart && n.props.onLayout,
  )
  // a finger held on the chart puts the crosshair on the candle under it (the chart's own
  // responder passes it to ECharts as a pointer), and the read-out follows
  // (once the candles are drawn: the page shows their figures a moment before)
  await settle(() => host.findAll((n) => (n.type as unknown) === 'RNSVGPath').length > 40)
  const pointer = host.find((n) => typeof n.props.onResponderGrant === 'function')
  const finger = { touchActive: true, currentPageX: 80, currentPageY: 100, currentTimeStamp: 1 }
  pointer.props.onResponderGrant({
    nativeEvent: { locationX: 80, locationY: 100 },
    touchHistory: { touchBank: [finger], numberActiveTouches: 1, indexOfSingleActiveTouch: 0 },
  })
  await settle(() => readoutTime() !== newest)
  // two fingers spreading zoom in around the point between them (the host's touches): the
  // crosshair stays where it was on the screen, now over another candle
  const pointed = readoutTime()
  const fingers = (...pageX: number[]) => ({
    nativeEvent: { touches: pageX.map((x) => ({ pageX: x })) },
  })
  host.props.onTouchStart(fingers(200, 300))
  host.props.onTouchMove(fingers(100, 400))
  host.props.onTouchEnd(fingers())
  await settle(() => readoutTime() !== pointed)
  // the other indicators, as on the other platforms
  await press('KDJ')
  await settle(() => /KDJ\(9,3,3\) \| K [-\d,.]+ \| D [-\d,.]+ \| J [-\d,.]+/.test(screenText()))
  await press('BOLL')
  await settle(() => /MID [\d,.]+ \| UPPER [\d,.]+ \| LOWER [\d,.]+/.test(screenText()))
})

it('the spot form places a limit buy that rests in the book', async () => {
  await creditUser(user.email, '100', 'change')
  await pressTab('Trade')
  await press('Spot')
  await settle(() => onScreen('Includes simulated liquidity quoted by the house'))
  await settle(() => onScreen('Available 100.00 USDT'))
  // far under the market: it rests
  type('price', '1000')
  type('amount', '0.01')
  await press('Buy BTC')
  await settle(() => onScreen('Confirm order'))
  await press('Confirm')
  // 10 USDT held for it, and it is in the open orders and on the book's bid side
  await settle(
    () => onScreen('Available 90.00 USDT') && onScreen('Price 1,000.00 | Filled 0 / 0.01 BTC'),
  )
  expect(onScreen('1,000.00 | 0.0100')).toBe(true)
})

it('Assets shows the account after the order settled', async () => {
  await pressTab('Assets')
  await settle(() => onScreen('Total assets (USDT)') && onScreen('Seconds-trading account'))
  // 100 less the stake and its 0.10 % fee (89.99), plus the settled order's payout: 11 for a win,
  // the stake back for a tie, nothing for a loss
  await settle(() => ['100.99', '99.99', '89.99'].some((total) => onScreen(`≈  | ${total}`)))
})

it('a deposit takes the amount and a voucher photo, and is submitted for review', async () => {
  await opsPost('/network', { currency: 'USDT', type: 'TRC20', deposit_address: TRON })
  await press('Deposit')
  await settle(() => onScreen('TRC20'))
  await press('TRC20')
  await settle(() => onScreen('Deposit address') && onScreen(TRON))
  type('amount', '50')
  // the phone's photo library hands over a picture
  answerSheet('Choose from your photos')
  picker.requestMediaLibraryPermissionsAsync.mockResolvedValue({ granted: true } as never)
  picker.launchImageLibraryAsync.mockResolvedValue({
    canceled: false,
    assets: [{ uri: pickedPhoto(), width: 1, height: 1 }],
  })
  await press('Tap to choose a photo')
  await settle(() => !onScreen('Tap to choose a photo'))
  await press('Submit')
  await settle(() =>
    onScreen(
      'Deposit 50.00 USDT by Virtual currency (TRC20)? It is credited after the voucher has been reviewed.',
    ),
  )
  await press('Confirm')
  await settle(() => onScreen('Deposit submitted'))
})

it('a withdrawal to a saved address goes through its confirmation', async () => {
  // what a user sets up once, on the web app: verified identity, a payment password, an address
  await submitRealName({ id_type: 0, name: '张伟', card_id: '11010519491231002X' })
  await opsPost('/kyc/decide', { account: user.email, level: 'primary', approve: '1' })
  await sendPayPasswordCode(await fetchUserInfo())
  const payCode = await latestCode(user.email, 'pay_password')
  await updatePassword({
    password: 'Trade123',
    re_password: 'Trade123',
    code: payCode,
    type: 'pay',
  })
  await saveAddress({ currency: 3, type: 'TRC20', address: TRON, name: 'Mine' })
  await opsPost('/withdraw-lock/lift', { account: user.email })
  await creditUser(user.email, '200', 'legal')

  await pressTab('Assets')
  await press('Withdraw')
  // the page reads the profile again: no certification or password notice is left
  await settle(
    () => onScreen('Mine') && !onScreen('Not certified, please complete certification first'),
  )
  expect(onScreen('Please set the withdrawal password')).toBe(false)
  await settle(() => onScreen('Available | 200.00 USDT'))
  type('amount', '50')
  type('pay_password', 'Trade123')
  await press('Send code')
  await settle(() => onScreen('Verification code sent'))
  type('code', await latestCode(user.email, 'withdraw'))
  await press('Withdraw')
  await settle(() => onScreen('Confirm withdrawal'))
  expect(onScreen(`50.00 USDT will arrive at ${TRON} (TRC20)`)).toBe(true)
  await press('Confirm')
  await settle(() => onScreen('Withdrawal requested'))
})

it('opens a page the bundle does not carry as the link to the web app', async () => {
  await pressTab('Home')
  await press('Lock mining')
  await settle(() => onScreen('Open in the browser'))
  expect(onScreen('This screen is not in the app yet.')).toBe(true)
})

it('switches to Arabic from my page: the words change and the layout turns right to left', async () => {
  const forceRTL = jest.spyOn(I18nManager, 'forceRTL')
  await pressTab('Home')
  await pressNamed('My account')
  await settle(() => onScreen('Language | English'))
  await press('Language')
  await press('العربية')
  await settle(() => onScreen('حسابي'))
  expect(forceRTL).toHaveBeenCalledWith(true)
})
