import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function KlineAppPagePage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
