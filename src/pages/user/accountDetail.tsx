import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function AccountDetailPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
