// Home: the top bar (brand, search, messages, account), banners, quick entries, a live quote strip,
// top movers, the site's notice and news.
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { AtList } from 'taro-ui'
import { ListItem } from '@/components/ListItem'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import type { MenuItem, NewsItem } from '@wire/market'
import { LOGIN, NEWS, NEWS_DETAIL, REGISTER } from '@/routes'
import { Screen } from '@/components/Screen'
import { Later } from '@/components/Later'
import { SimulatedNote } from '@/components/SimulatedNote'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { useTabItemTap } from '@/hooks/useTabItemTap'
import { useQuotesLoaded } from '@/hooks/useQuotes'
import { loadedOr, useServerText, type Loaded } from '@/hooks/useServerText'
import { fetchUserInfo } from '@/services/api/identity'
import { navigate } from '@/services/router'
import { loadQuotes, market } from '@/stores/market'
import { session, setUser } from '@/stores/session'
import { Banners } from './parts/Banners'
import { homeBanners, homeHeadlines, homeMenu } from './homeCalls'
import { Movers } from './parts/Movers'
import { Notice } from './parts/Notice'
import { QuickEntries } from './parts/QuickEntries'
import { QuoteStrip } from './parts/QuoteStrip'
import { TopBar } from './parts/TopBar'
import './index.scss'

const STRIP_SIZE = 3

const NO_NEWS: readonly NewsItem[] = []
const NO_ENTRIES: readonly MenuItem[] = []

const openNews = (id: number) => void navigate(NEWS_DETAIL, { id })

/** null while loading (its place is held), the value once loaded, `empty` after a failure. */
const whileLoading = <T,>(load: Loaded<T>, empty: T): T | null =>
  load.kind === 'loading' ? null : loadedOr(load, empty)

function HomeBody() {
  const t = useT()
  const { token } = useSnapshot(session)
  const { ids } = useSnapshot(market)
  const quotes = useQuotesLoaded()
  // Home is a tab and stays mounted while the language changes on the language page: the server's
  // words are asked for again in the new language (useServerText follows session.lang).
  const banners = useServerText(homeBanners)
  const news = useServerText(homeHeadlines)
  const menu = useServerText(homeMenu)

  // a session restored from storage may not carry its user yet
  useDidShow(() => {
    if (session.token && !session.user) void fetchUserInfo().then(setUser, () => undefined)
  })

  usePullDownRefresh(() => {
    void Promise.allSettled([banners.reload(), news.reload(), menu.reload(), loadQuotes()]).finally(
      () => Taro.stopPullDownRefresh(),
    )
  })

  const headlines = loadedOr(news.load, NO_NEWS)

  return (
    <>
      <View className='home'>
        <TopBar />
        {token ? null : (
          // signed in, the top bar's avatar is the way to the account: no card repeats it
          <View className='home__account'>
            <Text className='home__greeting'>{t('home.welcome')}</Text>
            <View className='home__auth'>
              <Button
                type='primary'
                className='home__auth-button'
                onPress={() => void navigate(LOGIN)}
              >
                {t('auth.login')}
              </Button>
              <Button className='home__auth-button' onPress={() => void navigate(REGISTER)}>
                {t('auth.register')}
              </Button>
            </View>
          </View>
        )}
      </View>
      {/* banners and entries hold their place while they load, so the quotes below stay put */}
      <Banners items={whileLoading(banners.load, NO_NEWS)} onOpen={openNews} />
      <QuickEntries items={whileLoading(menu.load, NO_ENTRIES)} />
      <SimulatedNote />
      {quotes.loaded ? (
        <>
          <QuoteStrip matchIds={ids.slice(0, STRIP_SIZE)} />
          {/* H5: the movers and what follows draw after the first screen has painted */}
          <Later>
            <Movers />
          </Later>
        </>
      ) : quotes.failed ? (
        <StateView kind='failed' onRetry={quotes.retry} />
      ) : (
        <Skeleton shape='rows' rows={STRIP_SIZE + 3} />
      )}
      {/* below the quotes, with the news: a notice arriving late moves nothing the user sees */}
      <Later after={2}>
        <Notice />
        {headlines.length > 0 ? (
          <View className='home__news'>
            <View className='home__section-head'>
              <Text className='home__section'>{t('home.news')}</Text>
              <Pressable className='home__more' role='link' onPress={() => void navigate(NEWS)}>
                {t('home.moreNews')}
              </Pressable>
            </View>
            <AtList className='home__news-list' hasBorder={false}>
              {headlines.map((item) => (
                <ListItem
                  key={item.id}
                  className='home__news-item'
                  title={item.title}
                  note={item.summary}
                  role='link'
                  onPress={() => openNews(item.id)}
                />
              ))}
            </AtList>
          </View>
        ) : null}
      </Later>
    </>
  )
}

// The body renders only once start-up has run, so its calls go out with the restored session
// and language.
export default function HomePage() {
  useTabItemTap()
  return (
    <Screen>
      <HomeBody />
    </Screen>
  )
}
