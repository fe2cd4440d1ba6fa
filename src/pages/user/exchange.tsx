import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function ExchangePage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
