import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function RechargeRecordPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
