import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function LockMiningProductListPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
