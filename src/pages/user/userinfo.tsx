import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function UserinfoPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
