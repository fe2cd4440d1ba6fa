// About us: the server's text in the user's language, and below it the user agreement and the
// compliance and risk disclosure, each opened over the page (SPEC §2 gives them no route).
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { AtList } from 'taro-ui'
import { Sheet } from '@/components/Sheet'
import { ListItem } from '@/components/ListItem'
import { Button } from '@/components/Button'
import { DetailState } from '@/components/DetailState'
import { RichHtml } from '@/components/RichHtml'
import { Screen } from '@/components/Screen'
import { useServerText } from '@/hooks/useServerText'
import { useT } from '@/hooks/useT'
import { fetchAbout, fetchAgreement, fetchCompliance } from '@/services/api/content'
import './index.scss'

type HelpText = 'agreement' | 'compliance'

/** The agreement or the compliance text, loaded when its sheet opens. */
function SheetBody({ text, onClose }: { text: HelpText; onClose: () => void }) {
  const t = useT()
  const { load, retry } = useServerText(text === 'agreement' ? fetchAgreement : fetchCompliance)
  return (
    <DetailState load={load} onRetry={retry}>
      {(sheet) => (
        <View className='about-sheet'>
          <Text className='about-sheet__title'>{sheet.title}</Text>
          <RichHtml className='about-sheet__body' html={sheet.content} />
          <Button className='about-sheet__close' onPress={onClose}>
            {t('common.close')}
          </Button>
        </View>
      )}
    </DetailState>
  )
}

function AboutBody() {
  const t = useT()
  const { load, retry } = useServerText(fetchAbout)
  const [sheet, setSheet] = useState<HelpText | null>(null)
  const close = () => setSheet(null)

  return (
    <View className='about'>
      <DetailState load={load} onRetry={retry}>
        {(about) => (
          <View className='about__text'>
            <Text className='about__title'>{about.title}</Text>
            <RichHtml className='about__content' html={about.content} />
          </View>
        )}
      </DetailState>
      <AtList className='about__links' hasBorder={false}>
        <ListItem
          className='about__agreement'
          title={t('about.agreement')}
          arrow='right'
          onPress={() => setSheet('agreement')}
        />
        <ListItem
          className='about__compliance'
          title={t('about.compliance')}
          arrow='right'
          onPress={() => setSheet('compliance')}
        />
      </AtList>
      <Sheet
        className='about-sheet__layout'
        isOpened={sheet !== null}
        label={
          sheet ? t(sheet === 'agreement' ? 'about.agreement' : 'about.compliance') : undefined
        }
        onClose={close}
      >
        {sheet ? <SheetBody key={sheet} text={sheet} onClose={close} /> : null}
      </Sheet>
    </View>
  )
}

export default function AboutPage() {
  return (
    <Screen>
      <AboutBody />
    </Screen>
  )
}
