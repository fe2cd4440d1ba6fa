// Customer service (SPEC §6; issue 25 item 3): a conversation in the app, where the user writes
// (text and a picture) and the operator's answers arrive live and as messages; what customer
// service handles; and the outside channels the operator configured, only where configured.
import { View, Text } from '@tarojs/components'
import { RichHtml } from '@/components/RichHtml'
import { Screen } from '@/components/Screen'
import { useServerText } from '@/hooks/useServerText'
import { fetchContact } from '@/services/api/content'
import { Channels } from './parts/Channels'
import { ConversationView } from './parts/ConversationView'
import './index.scss'

/** What customer service handles and how else to reach it: a help text, so it may fail alone. */
function About() {
  const { load } = useServerText(fetchContact)
  if (load.kind !== 'ready') return null
  const contact = load.value
  return (
    <>
      <View className='service__handles'>
        <Text className='service__title'>{contact.title}</Text>
        <RichHtml className='service__content' html={contact.content} />
      </View>
      {contact.channels.length > 0 ? <Channels contact={contact} /> : null}
    </>
  )
}

export default function ServicePage() {
  return (
    <Screen>
      <View className='service'>
        <About />
        <ConversationView />
      </View>
    </Screen>
  )
}
