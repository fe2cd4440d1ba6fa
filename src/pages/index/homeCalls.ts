// What Home asks the server for besides quotes: banners, the latest headlines and the quick
// entries. Start-up asks for them when the app opens on Home (callHomeEarly), so they arrive with
// the language and the configuration rather than a round trip after Home has mounted.
import { NEWS_CATEGORY } from '@wire/market'
import { fetchMenu, fetchNews } from '@/services/api/content'
import { callEarly, takeEarly } from '@/services/earlyCalls'
import { preloadImages } from '@/services/preloadImages'

const HEADLINES = 3

const loadBanners = () => fetchNews(NEWS_CATEGORY.banner).then((page) => page.data)
const loadHeadlines = () => fetchNews(NEWS_CATEGORY.news, 1, HEADLINES).then((page) => page.data)

// Module-level, so useServerText sees the same loader on every render.
export const homeBanners = () => takeEarly('home:banners', loadBanners)
export const homeHeadlines = () => takeEarly('home:headlines', loadHeadlines)
export const homeMenu = () => takeEarly('home:menu', fetchMenu)

export function callHomeEarly(): void {
  // The banner is the largest thing Home draws: its picture is fetched as soon as its address is
  // known, not once Home has drawn the banner.
  callEarly('home:banners', () =>
    loadBanners().then((items) => {
      preloadImages(items.map((item) => item.thumbnail))
      return items
    }),
  )
  callEarly('home:headlines', loadHeadlines)
  callEarly('home:menu', fetchMenu)
}
