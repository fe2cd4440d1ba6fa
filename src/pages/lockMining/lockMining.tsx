import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function LockMiningPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
