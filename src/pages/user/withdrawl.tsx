import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function WithdrawlPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
