import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function BindBankCardPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
