import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function QuotesPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
