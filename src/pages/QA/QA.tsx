import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function QAPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
