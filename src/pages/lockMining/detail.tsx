import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function DetailPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
