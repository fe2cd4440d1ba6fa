import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function KlinePagePage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
