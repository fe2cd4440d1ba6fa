import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function RechargeDetailPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
