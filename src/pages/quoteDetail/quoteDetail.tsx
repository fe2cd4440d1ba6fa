import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function QuoteDetailPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
