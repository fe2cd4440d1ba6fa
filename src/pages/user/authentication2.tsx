import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function Authentication2Page() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
