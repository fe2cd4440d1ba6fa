import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function IndexPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
