// One deposit (SPEC §2 /pages/user/recharge-detail): amount, coin, how it travelled, its status,
// the reason of a rejection, any bonus, the times, the voucher, and whether a demo server rather
// than a person approved it. A card deposit leads to its payment instead of showing a voucher. It
// is read again whenever the page shows (back from the provider's page), and while it is pending
// at each push that may bring its decision.
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Button } from '@/components/Button'
import { DetailState } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { useT } from '@/hooks/useT'
import { useFollowDecision } from '@/hooks/useFollowDecision'
import { usePageRecord } from '@/hooks/usePageRecord'
import { PAY_CHECKOUT } from '@/routes'
import { navigate } from '@/services/router'
import { useUploadUrl } from '@/hooks/useUploadUrl'
import { fetchRecharge, type Recharge } from '@/services/api/deposit'
import { formatDateTime } from '@/utils/dates'
import { balance } from '@/utils/format'
import { RechargeStatus, useRouteLabel } from './recharge/RechargeRow'
import './recharge/recharge.scss'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <View className='recharge-detail__row'>
      <Text>{label}</Text>
      <View className='recharge-detail__value'>{children}</View>
    </View>
  )
}

function Detail({ r }: { r: Recharge }) {
  const t = useT()
  const routeLabel = useRouteLabel()
  const voucher = useUploadUrl(r.voucher)
  return (
    <View className='recharge-detail' data-recharge={r.id}>
      <Text className='recharge-detail__amount'>
        {balance(r.amount)} {r.currency_name}
      </Text>
      <Row label={t('deposit.status')}>
        <RechargeStatus status={r.status} />
      </Row>
      {r.status === 3 && r.remark && !r.card ? (
        <Text className='recharge__warning'>{t('deposit.reason', { reason: r.remark })}</Text>
      ) : null}
      {r.status === 2 && r.demo ? (
        <Text className='recharge__demo'>{t('deposit.demoApproved')}</Text>
      ) : null}
      {r.status === 1 && !r.card ? (
        <Text className='recharge__note'>{t('deposit.pendingNote')}</Text>
      ) : null}
      {r.card ? (
        <Button onPress={() => void navigate(PAY_CHECKOUT, { recharge_id: r.id })}>
          {t('pay.viewPayment')}
        </Button>
      ) : null}
      <Row label={t('deposit.coin')}>{r.currency_name}</Row>
      <Row label={t('deposit.method')}>{routeLabel(r)}</Row>
      {r.deposit_address ? (
        <Row label={t('deposit.sentTo')}>
          <Text className='recharge__address'>{r.deposit_address}</Text>
        </Row>
      ) : null}
      {r.status === 2 ? (
        <Row label={t('deposit.bonus')}>
          {balance(r.give)} {r.currency_name}
        </Row>
      ) : null}
      <Row label={t('deposit.time')}>{formatDateTime(r.created_at)}</Row>
      {r.decided_at ? (
        <Row label={t('deposit.decidedAt')}>{formatDateTime(r.decided_at)}</Row>
      ) : null}
      {r.card ? null : (
        <>
          <Text className='recharge__section-title'>{t('deposit.voucher')}</Text>
          {voucher ? (
            <Picture
              alt={t('deposit.voucher')}
              className='recharge-detail__voucher'
              src={voucher}
              mode='widthFix'
            />
          ) : null}
        </>
      )}
    </View>
  )
}

function RechargeDetailBody() {
  const { load, retry, refresh } = usePageRecord(fetchRecharge)
  useDidShow(refresh)
  // 1: pending review or payment
  useFollowDecision(refresh, load.kind === 'ready' && load.value.status === 1)
  return (
    <DetailState load={load} onRetry={retry}>
      {(recharge) => <Detail r={recharge} />}
    </DetailState>
  )
}

export default function RechargeDetailPage() {
  return (
    <Screen>
      <RechargeDetailBody />
    </Screen>
  )
}
