// Customer service: the contact channels the operator configured (a tap copies one), the working
// hours beside them, and what customer service handles (SPEC §6). With no channel configured the
// server says so, and the page leads to the messages, where customer service's replies arrive.
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { AtButton, AtList, AtListItem } from 'taro-ui'
import { DetailState } from '@/components/DetailState'
import { RichHtml } from '@/components/RichHtml'
import { Screen } from '@/components/Screen'
import { useServerText } from '@/hooks/useServerText'
import { useT } from '@/hooks/useT'
import { MESSAGES } from '@/routes'
import { fetchContact, type ContactUs } from '@/services/api/content'
import { navigate } from '@/services/router'
import { toast } from '@/services/toast'
import './index.scss'

function Channels({ contact }: { contact: ContactUs }) {
  const t = useT()
  const label = { email: t('service.email'), messenger: t('service.messenger') }
  const copy = (value: string) => {
    Taro.setClipboardData({ data: value })
      .then(() => toast(t('common.copied'), 'success'))
      .catch(() => undefined)
  }
  return (
    <View className='service__channels'>
      <AtList hasBorder={false}>
        {contact.channels.map((channel) => (
          <AtListItem
            key={channel.kind}
            className={`service__channel service__channel--${channel.kind}`}
            title={label[channel.kind]}
            note={channel.value}
            extraText={t('service.copy')}
            onClick={() => copy(channel.value)}
          />
        ))}
        {contact.hours ? (
          <AtListItem className='service__hours' title={t('service.hours')} note={contact.hours} />
        ) : null}
      </AtList>
    </View>
  )
}

function Service({ contact }: { contact: ContactUs }) {
  const t = useT()
  return (
    <View className='service'>
      {contact.channels.length > 0 ? <Channels contact={contact} /> : null}
      {contact.note ? (
        <View className='service__none'>
          <RichHtml className='service__note' html={contact.note} />
          <AtButton className='service__messages' onClick={() => void navigate(MESSAGES)}>
            {t('service.openMessages')}
          </AtButton>
        </View>
      ) : null}
      <View className='service__handles'>
        <Text className='service__title'>{contact.title}</Text>
        <RichHtml className='service__content' html={contact.content} />
      </View>
    </View>
  )
}

function ServiceBody() {
  const { load, retry } = useServerText(fetchContact)
  return (
    <DetailState load={load} onRetry={retry}>
      {(contact) => <Service contact={contact} />}
    </DetailState>
  )
}

export default function ServicePage() {
  return (
    <Screen>
      <ServiceBody />
    </Screen>
  )
}
