// The native app's stand-in for a page its bundle does not carry yet (issue 33): what it is, and a
// link to the same page in the web app, where the user signs in on their own.
import { Text, View } from '@tarojs/components'
import { Button } from '@/components/Button'
import { Screen } from '@/components/Screen'
import { usePageQuery } from '@/hooks/usePageQuery'
import { useT } from '@/hooks/useT'
import { findRoute } from '@/routes'
import { parseUrl, toUrl } from '@/services/router'
import { serverUrl } from '@/services/serverFile'
import { openWebLink } from '@/services/webLink'
import './webOnly.scss'

function WebOnlyBody() {
  const t = useT()
  const { path, query } = parseUrl(usePageQuery().page ?? '')
  // only a page of the route table: the query cannot send the user to another address
  const route = findRoute(path)
  // the web app routes by the address's hash
  const url = route ? serverUrl(`/#${toUrl(path, query)}`) : ''
  return (
    <View className='web-only'>
      <Text className='web-only__title'>{route ? t(route.title) : t('webapp.unknown')}</Text>
      <Text className='web-only__body'>{t('webapp.body')}</Text>
      {url ? (
        <>
          <Text className='web-only__url' selectable>
            {url}
          </Text>
          <Button type='primary' onPress={() => openWebLink(url)}>
            {t('webapp.open')}
          </Button>
        </>
      ) : null}
    </View>
  )
}

export default function WebOnlyPage() {
  return (
    <Screen>
      <WebOnlyBody />
    </Screen>
  )
}
