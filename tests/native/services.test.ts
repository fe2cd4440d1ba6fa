// The native app's side of the services (the .rn.ts files, as Metro picks them) against the
// reference server: calls over fetch, a photo picked and uploaded, the session kept in AsyncStorage
// across starts, quotes over React Native's WebSocket, and the phone's own sheets and clipboard.
import AsyncStorage from '@react-native-async-storage/async-storage'
import Clipboard from '@react-native-clipboard/clipboard'
import * as ImagePicker from 'expo-image-picker'
import { AppState, I18nManager, Share } from 'react-native'
import { uploadImage } from '@/services/api/uploads'
import { copyText } from '@/services/clipboard'
import { ApiError, request } from '@/services/http'
import { switchLanguage } from '@/services/language'
import { connectRealtime, disconnectRealtime } from '@/services/realtime'
import { pauseInBackground } from '@/services/pauseInBackground'
import { shareLink } from '@/services/shareLink'
import { fetchUserInfo } from '@/services/api/identity'
import { market, ensureQuotes } from '@/stores/market'
import { session } from '@/stores/session'
import {
  closedPort,
  familyBackend,
  observePlatform,
  resetClient,
  signedInUser,
  type Observed,
  until,
} from '../integration/support'
import { answerSheet, pickedPhoto } from './phone'

const picker = jest.mocked(ImagePicker)

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => jest.restoreAllMocks())

describe('calls over fetch', () => {
  it('signs up and reads the profile with the token it was given', async () => {
    const { email } = await signedInUser()
    const user = await fetchUserInfo()
    expect(user.account).toBe(email)
  })

  it('reads a busy answer that is not JSON (a proxy page) as busy, not as a lost one', async () => {
    const proxy = await familyBackend(() => ({
      status: 503,
      body: '<html>Service Unavailable</html>',
    }))
    process.env.TARO_APP_API_BASE = proxy.base
    const error = await request('/getSiteConfig').catch((e: unknown) => e)
    await proxy.close()
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).type).toBe('busy')
    expect(seen.toasts).toEqual(['The service is busy. Please try again in a moment.'])
  })

  it('says the network failed when nothing answers', async () => {
    process.env.TARO_APP_API_BASE = await closedPort()
    const error = await request('/getSiteConfig').catch((e: unknown) => e)
    expect((error as ApiError).type).toBe('network')
  })
})

describe('a photo from the phone', () => {
  it('asks camera or album in the user words, then uploads what was picked', async () => {
    await signedInUser()
    const asked = answerSheet('Choose from your photos')
    picker.requestMediaLibraryPermissionsAsync.mockResolvedValue({ granted: true } as never)
    picker.launchImageLibraryAsync.mockResolvedValue({
      canceled: false,
      assets: [{ uri: pickedPhoto(), width: 1, height: 1 }],
    })
    const ref = await uploadImage()
    expect(asked).toEqual([['Take a photo', 'Choose from your photos', 'Cancel']])
    expect(picker.launchImageLibraryAsync).toHaveBeenCalledWith(
      expect.objectContaining({ quality: 0.8, exif: false }),
    )
    expect(ref).toMatch(/^\d{6}\/[0-9a-f]+\.png$/)
    expect(seen.loading).toEqual(['show:Uploading', 'hide'])
  })

  it('says where to allow the camera when the phone refuses it, and uploads nothing', async () => {
    answerSheet('Take a photo')
    picker.requestCameraPermissionsAsync.mockResolvedValue({ granted: false } as never)
    expect(await uploadImage()).toBeUndefined()
    expect(picker.launchCameraAsync).not.toHaveBeenCalled()
    expect(seen.toasts).toEqual([
      "To take a photo, allow camera access for this app in your phone's settings.",
    ])
  })

  it('uploads nothing when the sheet is cancelled', async () => {
    answerSheet('Cancel')
    expect(await uploadImage()).toBeUndefined()
    expect(seen.loading).toEqual([])
  })
})

describe('the session across starts', () => {
  it('is kept in AsyncStorage and read back before start-up reads it', async () => {
    const { token } = await signedInUser()
    expect(JSON.parse((await AsyncStorage.getItem('token')) ?? 'null')).toBe(token)
    await jest.isolateModulesAsync(async () => {
      // the next start: a new memory, the same AsyncStorage
      jest.doMock('@react-native-async-storage/async-storage', () => AsyncStorage)
      const storage = await import('@/stores/storage')
      const next = await import('@/stores/session')
      next.recordEntry({ path: 'pages/market/index', query: {} })
      expect(storage.readStored('token')).toBeUndefined()
      await storage.loadStored()
      next.restoreSession()
      expect(next.session.token).toBe(token)
      // written in this run before the load finished: the newer value stays
      expect(next.session.entryPage).toEqual({ path: 'pages/market/index', query: {} })
    })
  })
})

describe('quotes over the websocket', () => {
  it('comes online and keeps prices moving', async () => {
    await ensureQuotes()
    void connectRealtime()
    await until(() => market.connection === 'online')
    const btc = Object.values(market.quotes).find((q) => q.symbol === 'BTC/USDT')!
    const prices = new Set([btc.now_price])
    await until(() => prices.add(market.quotes[btc.id].now_price).size >= 3, 15000)
    // React Native's jest environment keeps no timer count: a socket left open would keep
    // reconnecting to the stopped server and never let the run end
    disconnectRealtime()
    expect(market.connection).toBe('offline')
  })

  it('closes while the app is in the background and opens again on return', async () => {
    pauseInBackground()
    // the newest listener: the app's (React Native's own modules add theirs before)
    const [, onChange] = jest
      .mocked(AppState.addEventListener)
      .mock.calls.filter(([type]) => type === 'change')
      .at(-1)!
    void connectRealtime()
    await until(() => market.connection === 'online')
    onChange('background')
    expect(market.connection).toBe('offline')
    onChange('active')
    await until(() => market.connection === 'online')
    disconnectRealtime()
  })
})

describe("the phone's own sheets", () => {
  it('copies with a word in the user language', () => {
    copyText('0xabc')
    expect(Clipboard.setString).toHaveBeenCalledWith('0xabc')
    expect(seen.toasts).toEqual(['Copied'])
  })

  it('shares the invitation link through the share sheet', () => {
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction })
    shareLink('https://example.com/#/pages/register/index?code=ABC')
    expect(share).toHaveBeenCalledWith({
      message: 'https://example.com/#/pages/register/index?code=ABC',
    })
  })

  it('lays Arabic out right to left from the next start, and says so', async () => {
    const force = jest.spyOn(I18nManager, 'forceRTL')
    await switchLanguage('ar')
    expect(force).toHaveBeenCalledWith(true)
    expect(session.lang).toBe('ar')
    expect(seen.toasts).toHaveLength(1)
    expect(seen.toasts[0]).not.toMatch(/next time you open/)
    force.mockClear()
    await switchLanguage('en')
    // the phone still runs left to right: nothing to change
    expect(force).not.toHaveBeenCalled()
  })
})
