import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function MsgDetailPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
