import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function OrdersPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
