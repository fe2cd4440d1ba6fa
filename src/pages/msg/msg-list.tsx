import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function MsgListPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
