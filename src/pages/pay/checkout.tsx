// A card payment (issue 31 item 2), by its id or its deposit's: while it waits, the provider's
// page inside the app in a web view; once decided, what was charged and whether it was credited.
// Read again whenever the page shows, and while it waits at each push that may bring the
// provider's answer. A sandbox provider is labelled as one above its page.
import { useCallback } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { View, WebView } from '@tarojs/components'
import { Button } from '@/components/Button'
import { DetailState } from '@/components/DetailState'
import { Screen } from '@/components/Screen'
import { useDetail } from '@/hooks/useDetail'
import { useFollowDecision } from '@/hooks/useFollowDecision'
import { useT } from '@/hooks/useT'
import { fetchPayOrder, fetchPayOrderOf, type PayOrder } from '@/services/api/pay'
import { pageQuery, redirect } from '@/services/router'
import { serverUrl } from '@/services/serverFile'
import { PaymentState } from './parts/PaymentState'
import './checkout.scss'

/** The sandbox's page is a path on the app's server; a real provider's is its own address. */
const pageAddress = (url: string) => (url.startsWith('/') ? serverUrl(url) : url)

function Checkout({ order }: { order: PayOrder }) {
  const t = useT()
  const toDeposit = () => void redirect('pages/user/recharge-detail', { id: order.recharge_id })
  return (
    <View className='pay-checkout' data-pay-order={order.id}>
      <PaymentState order={order} />
      {order.pay_url ? <WebView src={pageAddress(order.pay_url)} /> : null}
      <Button className='pay-checkout__done' onPress={toDeposit}>
        {t('pay.toDeposit')}
      </Button>
    </View>
  )
}

function CheckoutBody() {
  const query = pageQuery(useRouter().params)
  const id = Number(query.id)
  const rechargeId = Number(query.recharge_id)
  const fetch = useCallback(
    () => (id > 0 ? fetchPayOrder(id) : fetchPayOrderOf(rechargeId || 0)),
    [id, rechargeId],
  )
  const { load, retry, refresh } = useDetail(fetch, { refusalIsMissing: true })
  useDidShow(refresh)
  // 1: waiting for the provider
  useFollowDecision(refresh, load.kind === 'ready' && load.value.status === 1)
  return (
    <DetailState load={load} onRetry={retry}>
      {(order) => <Checkout order={order} />}
    </DetailState>
  )
}

export default function PayCheckoutPage() {
  return (
    <Screen>
      <CheckoutBody />
    </Screen>
  )
}
