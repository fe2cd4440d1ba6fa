// A detail page opened without the parameter naming its thing (issue 47 item 6): it says so at
// once, as a page whose thing was not found does, instead of a skeleton that waits for ever.
import type { ComponentType } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import ProjectDetail from '@/pages/project/detail'
import DualDetail from '@/pages/dual/detail'
import LoanBorrow from '@/pages/loan/borrow'
import P2pOrder from '@/pages/p2p/order'
import TraderPage from '@/pages/follow/trader'
import SeriesPage from '@/pages/collectibles/series'
import NftPage from '@/pages/collectibles/nft'
import ArtistPage from '@/pages/collectibles/artist'
import LockDetail from '@/pages/lockMining/detail'
import { openAt, screenText, signedOut, until } from './helpers'

const testUtils = new TestUtils()
const UNNAMED = 'This page was opened without saying which one to show.'

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
})
afterEach(() => testUtils.unmout())

const pages: [string, ComponentType][] = [
  ['pages/project/detail', ProjectDetail],
  ['pages/dual/detail', DualDetail],
  ['pages/loan/borrow', LoanBorrow],
  ['pages/p2p/order', P2pOrder],
  ['pages/follow/trader', TraderPage],
  ['pages/collectibles/series', SeriesPage],
  ['pages/collectibles/nft', NftPage],
  ['pages/collectibles/artist', ArtistPage],
  ['pages/lockMining/detail', LockDetail],
]

it.each(pages)('%s without its parameter says nothing was named', async (path, Page) => {
  openAt(path)
  await testUtils.mount(Page)
  await until(() => screenText().includes(UNNAMED))
  expect(document.querySelector('.state-view__text')?.textContent).toBe(UNNAMED)
  expect(document.querySelector('.skeleton')).toBeNull()
  expect(document.querySelector('.state-view__retry')).toBeNull()
})
