// What Home asks the server for besides quotes: banners, the latest headlines and the quick
// entries. Start-up asks for them when the app opens on Home (callHomeEarly), so they arrive with
// the language and the configuration rather than a round trip after Home has mounted.
import { fetchMenu, fetchNews } from '@/services/api/content'
import { callEarly, takeEarly } from '@/services/earlyCalls'
import { preloadImages } from '@/services/preloadImages'
// the fields index.html's hint asks with too (H5), so its answers are these calls'
import { HOME_BANNERS, HOME_HEADLINES } from '@/startFiles/calls'

const news = ({ c_id, page, limit }: { c_id: number; page: number; limit: number }) =>
  fetchNews(c_id, page, limit).then((answer) => answer.data)
const loadBanners = () => news(HOME_BANNERS)
const loadHeadlines = () => news(HOME_HEADLINES)

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
