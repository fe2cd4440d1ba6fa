// Issue 25 item 6: the Trade tab's change read -0.80 % beside a yesterday's close that gives
// -0.72 %. The change is the one every list shows, against the price 24 h ago: the header says so,
// and shows that change, not one of its own against yesterday's close.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import { QuoteHeader } from '@/components/QuoteHeader'
import { session } from '@/stores/session'
import { sampleMatch } from '../../support/samples'
import { openAt } from './helpers'

const testUtils = new TestUtils()

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  Object.assign(session, { token: 't', user: null, lang: 'en', initialised: true, entryPage: null })
  openAt('pages/quoteDetail/quoteDetail')
})
afterEach(() => testUtils.unmout())

it('labels the change as over 24 h and shows the same change as the lists', async () => {
  // 60000 against yesterday's close 59400 would be +1.01 %; 24 h ago the price was 59405.94
  const quote = sampleMatch({ now_price: '60000.00', change: '+1.00', yesterday_close: '59400.00' })
  await testUtils.mount(QuoteHeader, {
    props: { quote, onSwitch: () => undefined },
  })
  const main = document.querySelector('.quote-header__main')
  expect(main?.querySelector('.quote-header__change')?.textContent).toBe('+1.00%')
  expect(main?.querySelector('.change-base')?.textContent).toBe('24h change')
  expect(document.body.textContent).not.toContain('1.01')
})
