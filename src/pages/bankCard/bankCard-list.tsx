import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function BankCardListPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
