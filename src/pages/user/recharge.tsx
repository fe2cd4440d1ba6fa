import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function RechargePage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
