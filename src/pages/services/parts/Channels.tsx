// The outside channels the operator configured (none shown that are not), with the hours beside
// them. A tap copies the address or the chat's link: mini-programs open no outside links.
import { View } from '@tarojs/components'
import { AtList } from 'taro-ui'
import { ListItem } from '@/components/ListItem'
import { useT } from '@/hooks/useT'
import type { ContactUs } from '@/services/api/content'
import { copyText } from '@/services/clipboard'

export function Channels({ contact }: { contact: ContactUs }) {
  const t = useT()
  const label = {
    email: t('service.email'),
    messenger: t('service.messenger'),
    telegram: t('service.telegram'),
    whatsapp: t('service.whatsapp'),
  }
  return (
    <View className='service__channels'>
      <AtList hasBorder={false}>
        {contact.channels.map((channel) => (
          <ListItem
            key={channel.kind}
            className={`service__channel service__channel--${channel.kind}`}
            title={label[channel.kind]}
            note={channel.value}
            extraText={t('service.copy')}
            onPress={() => copyText(channel.value)}
          />
        ))}
        {contact.hours ? (
          <ListItem className='service__hours' title={t('service.hours')} note={contact.hours} />
        ) : null}
      </AtList>
    </View>
  )
}
