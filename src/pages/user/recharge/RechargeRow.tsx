import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useT } from '@/hooks/useT'
import type { Recharge } from '@/services/api/deposit'
import { formatDateTime } from '@/utils/dates'
import { balance } from '@/utils/format'
import { METHOD_KEYS, STATUS_KEYS } from './labels'

/** How a deposit travelled: the network of a virtual-currency one, else its method. */
export function useRouteLabel(): (r: Recharge) => string {
  const t = useT()
  return (r) => (r.type === 1 ? `${t(METHOD_KEYS[1])} · ${r.sub_type}` : t(METHOD_KEYS[r.type]))
}

export function RechargeStatus({ status }: { status: Recharge['status'] }) {
  const t = useT()
  return (
    <Text className={`recharge-status recharge-status--${status}`} data-status={status}>
      {t(STATUS_KEYS[status])}
    </Text>
  )
}

/** One deposit of the records: amount and coin, status, how and when. */
export function RechargeRow({ item, onOpen }: { item: Recharge; onOpen: () => void }) {
  const routeLabel = useRouteLabel()
  return (
    <Pressable className='recharge-row' data-recharge={item.id} onPress={onOpen}>
      <View className='recharge-row__head'>
        <Text className='recharge-row__amount'>
          {balance(item.amount)} {item.currency_name}
        </Text>
        <RechargeStatus status={item.status} />
      </View>
      <View className='recharge-row__foot'>
        <Text>{routeLabel(item)}</Text>
        <Text>{formatDateTime(item.created_at)}</Text>
      </View>
    </Pressable>
  )
}
