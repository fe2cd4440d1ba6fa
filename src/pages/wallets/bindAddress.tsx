import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function BindAddressPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
