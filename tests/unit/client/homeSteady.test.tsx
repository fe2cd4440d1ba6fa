// Issue 47, a steady first screen: Home's banners and quick entries keep their place while they
// load (as many entry rows as the device showed last time), and the site's notice, which may
// arrive last, comes after the quotes, so nothing arriving late pushes the quotes down.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { NEWS_CATEGORY, type MenuItem, type NewsItem } from '@wire/market'
import { activateLanguage } from '@/locales'
import { apiBase } from '@/services/http'
import HomePage from '@/pages/index/index'
import { ENTRY_ROWS_KEY } from '@/pages/index/parts/QuickEntries'
import { laterParts, openAt, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await laterParts() // Home draws its news and notice a few tasks after its first paint
}

const entry = (id: number): MenuItem => ({
  id,
  key: 'help',
  name: `entry ${id}`,
  path: '/pages/QA/QA',
  icon: '/media/menu/help.png',
})
const banner: NewsItem = {
  id: 1,
  c_id: NEWS_CATEGORY.banner,
  title: 'banner',
  summary: '',
  thumbnail: '',
  created_at: '2024-01-01T00:00:00Z',
}

/** Home's content calls; the menu and the banners wait until `release` is called. */
function fakeServer(menu: MenuItem[]): () => void {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  jest.spyOn(Taro, 'request').mockImplementation(((options: Taro.request.Option) => {
    const path = options.url.slice(apiBase().length).split('?')[0]
    const body = (message: unknown) => ({ data: { type: 'ok', message }, statusCode: 200 })
    if (path === '/menu') return released.then(() => body(menu))
    if (path === '/news/list') {
      const cId = Number((options.data as Record<string, string>).c_id)
      const data = cId === NEWS_CATEGORY.banner ? [banner] : []
      return released.then(() => body({ data, page: 1, pages: 1, total: data.length }))
    }
    if (path === '/news/index_pop')
      return Promise.resolve(body({ id: 3, title: 'notice', content: '' }))
    return Promise.resolve({ data: { type: 'error', message: 'not here' }, statusCode: 404 })
  }) as unknown as typeof Taro.request)
  return release
}

const cells = () => document.querySelectorAll('.entries .entries__item').length
const names = () => document.querySelectorAll('.entries__name').length

async function openHome(menu: MenuItem[]): Promise<() => void> {
  const release = fakeServer(menu)
  openAt('pages/index/index')
  await testUtils.mount(HomePage)
  await flush()
  return release
}

beforeEach(async () => {
  localStorage.clear()
  await activateLanguage('en')
  signedOut()
  jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: 'setTabBarItem:ok' })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('holds the banners’ box and three rows of entries while they load on a first visit', async () => {
  const release = await openHome([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(entry))
  expect(document.querySelector('.banners')).not.toBeNull()
  expect(document.querySelector('.banners__title')).toBeNull()
  expect(cells()).toBe(12)
  expect(names()).toBe(0)

  release()
  await flush()
  expect(document.querySelector('.banners__title')?.textContent).toBe('banner')
  expect(names()).toBe(10)
})

it('holds as many rows of entries as the device showed last time', async () => {
  const release = await openHome([entry(1), entry(2)])
  release()
  await flush()
  expect(names()).toBe(2)
  expect(Taro.getStorageSync(ENTRY_ROWS_KEY)).toBe(1)
  testUtils.unmout()
  jest.restoreAllMocks()

  await openHome([entry(1), entry(2)])
  expect(names()).toBe(0)
  expect(cells()).toBe(4)
})

it('puts the site’s notice after the quotes, so its late arrival moves none of them', async () => {
  const release = await openHome([entry(1)])
  release()
  await flush()
  const notice = document.querySelector('.notice')
  const quotes = document.querySelector('.strip, .skeleton, .state-view')
  expect(notice).not.toBeNull()
  expect(quotes).not.toBeNull()
  for (const above of [
    quotes,
    document.querySelector('.banners'),
    document.querySelector('.entries'),
  ])
    expect(above!.compareDocumentPosition(notice!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})
