import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function Authentication1Page() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
