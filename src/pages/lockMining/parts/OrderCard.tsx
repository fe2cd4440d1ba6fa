// One lock-mining order: amount, daily rate range, start and end date, days left, profit so far
// and today's, status, and for an early redemption what it cost and returned.
import { Text, View } from '@tarojs/components'
import { Button } from '@/components/Button'
import { useT } from '@/hooks/useT'
import { ORDER_STATUS, type LockOrder } from '@/services/api/lockMining'
import { balance } from '@/utils/format'
import { rateRange } from './terms'

const STATUS_KEYS: Record<number, string> = {
  1: 'lock.status.locked',
  2: 'lock.status.ended',
  3: 'lock.status.redeemed',
}

/** Locked orders with days left can be redeemed early; on the last day nothing is left to save. */
export const redeemable = (o: LockOrder): boolean =>
  o.status === ORDER_STATUS.locked && o.remaining_days > 0

function rows(o: LockOrder, t: ReturnType<typeof useT>): [string, string][] {
  const c = o.currency_name
  const out: [string, string][] = [
    [t('lock.amountLabel'), `${balance(o.amount)} ${c}`],
    [t('lock.dailyRate'), rateRange(o.rate, o.rate_max)],
    [t('lock.start'), o.start_at],
    [t('lock.end'), o.end_at],
  ]
  if (o.status === ORDER_STATUS.locked) {
    out.push([t('lock.remaining'), t('count.days', { count: o.remaining_days })])
  }
  out.push([t('lock.profitSoFar'), `${balance(o.total_interest)} ${c}`])
  out.push([t('lock.todayProfit'), `${balance(o.today_interest)} ${c}`])
  if (o.status === ORDER_STATUS.redeemed) {
    out.push([t('lock.penaltyLabel'), `${balance(o.cancel_fee)} ${c}`])
    out.push([t('lock.refund'), `${balance(o.refund)} ${c}`])
  }
  return out
}

export function OrderCard({ order: o, onRedeem }: { order: LockOrder; onRedeem: () => void }) {
  const t = useT()
  return (
    <View className='lock-card' data-order={o.id}>
      <View className='lock-card__head'>
        <Text className='lock-card__title'>{o.title}</Text>
        <Text className={`lock-card__status lock-card__status--${o.status}`}>
          {t(STATUS_KEYS[o.status] ?? 'lock.status.locked')}
        </Text>
      </View>
      {rows(o, t).map(([label, value]) => (
        <View key={label} className='lock-row'>
          <Text className='lock-row__label'>{label}</Text>
          <Text className='lock-row__value'>{value}</Text>
        </View>
      ))}
      {redeemable(o) ? (
        <Button className='lock-card__redeem' size='small' onPress={onRedeem}>
          {t('lock.redeem')}
        </Button>
      ) : null}
    </View>
  )
}
