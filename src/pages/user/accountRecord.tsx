import { Screen } from '@/components/Screen'
import { NotYet } from '@/components/NotYet'

export default function AccountRecordPage() {
  return (
    <Screen>
      <NotYet />
    </Screen>
  )
}
