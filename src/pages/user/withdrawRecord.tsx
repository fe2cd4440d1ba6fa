import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function WithdrawRecordPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
