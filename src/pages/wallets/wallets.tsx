import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function WalletsPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
