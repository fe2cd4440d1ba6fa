// One P2P order (issue 30), to its buyer or its merchant: the steps (ordered, paid, released), the
// time left to pay counted down, the merchant's payment details while it is open, and what each
// side can do now, each asked first: the buyer pays outside the app and says so (with a proof
// picture if they like) or cancels; the merchant releases; after "paid" either side can appeal.
// Read again every few seconds while it is open, so the other side's step shows without a reload.
import { useCallback, useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { DetailState } from '@/components/DetailState'
import { Field } from '@/components/Field'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useConfirmedWrite, type ConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useNow } from '@/hooks/useNow'
import { usePageVisible } from '@/hooks/usePageVisible'
import { useT } from '@/hooks/useT'
import {
  appealP2p,
  cancelP2p,
  fetchP2pOrder,
  markP2pPaid,
  releaseP2p,
  type P2pOrder,
} from '@/services/api/p2p'
import { uploadImage } from '@/services/api/uploads'
import { copyText } from '@/services/clipboard'
import { pageQuery } from '@/services/router'
import { toast } from '@/services/toast'
import { formatCountdown, formatInstant } from '@/utils/dates'
import { balance, grouped } from '@/utils/format'
import './p2p.scss'

const LIVE_MS = 5000

const STEPS = ['paid', 'release', 'cancel', 'appeal'] as const
type Step = (typeof STEPS)[number]

const STATUS_KEYS = {
  1: 'p2p.status1',
  2: 'p2p.status2',
  3: 'p2p.status3',
  4: 'p2p.status4',
} as const

const CANCEL_KEYS = {
  buyer: 'p2p.cancelledBuyer',
  timeout: 'p2p.cancelledTimeout',
  appeal: 'p2p.cancelledAppeal',
} as const

const CONFIRM_KEYS = {
  paid: ['p2p.paidTitle', 'p2p.paidConfirm', 'p2p.markPaid'],
  release: ['p2p.releaseTitle', 'p2p.releaseConfirm', 'p2p.release'],
  cancel: ['p2p.cancelTitle', 'p2p.cancelConfirm', 'p2p.cancel'],
  appeal: ['p2p.appealTitle', 'p2p.appealConfirm', 'p2p.appeal'],
} as const

function Steps({ order: o }: { order: P2pOrder }) {
  const t = useT()
  const reached = o.status === 4 ? 1 : o.status
  return (
    <View className='p2p-steps' role='list'>
      {(['p2p.stepOrdered', 'p2p.stepPaid', 'p2p.stepReleased'] as const).map((key, i) => (
        <View
          key={key}
          role='listitem'
          className={`p2p-steps__step${i < reached ? ' p2p-steps__step--done' : ''}`}
        >
          {t(key)}
        </View>
      ))}
    </View>
  )
}

function OrderView({ order: o, onChanged }: { order: P2pOrder; onChanged: () => void }) {
  const t = useT()
  const now = useNow(o.status === 1)
  const [proof, setProof] = useState('')
  const [reason, setReason] = useState('')
  const buyer = o.role === 'buyer'
  const left = Date.parse(o.expires_at) - now

  const done = () => {
    toast(t('p2p.done'), 'success')
    onChanged()
  }
  // each step its own key: a retry after a lost answer takes the step once
  const steps: Record<Step, ConfirmedWrite> = {
    paid: useConfirmedWrite((key) => markP2pPaid(o.id, proof, key), done),
    release: useConfirmedWrite((key) => releaseP2p(o.id, key), done),
    cancel: useConfirmedWrite((key) => cancelP2p(o.id, key), done),
    appeal: useConfirmedWrite((key) => appealP2p(o.id, reason.trim(), key), done),
  }
  const asking = STEPS.find((s) => steps[s].asking) ?? null
  // one place for the last refusal, whichever step it was
  const error = STEPS.map((s) => steps[s].error).find((e) => e !== '') ?? ''
  const clearErrors = () => STEPS.forEach((s) => steps[s].setError(''))

  const attach = async () => {
    const ref = await uploadImage().catch(() => undefined)
    if (ref) {
      setProof(ref)
      steps.paid.changed()
    }
  }

  const ask = (step: Step) => {
    clearErrors()
    if (step === 'appeal' && reason.trim() === '') {
      steps.appeal.setError(t('p2p.appealReason'))
      return
    }
    steps[step].ask()
  }

  return (
    <View className='p2p' data-order={o.id} data-status={o.status}>
      <View className='p2p-card'>
        <Text className='p2p-card__price'>
          {t(STATUS_KEYS[o.status])}
          {o.status === 4 && o.cancel_reason ? ` · ${t(CANCEL_KEYS[o.cancel_reason])}` : ''}
        </Text>
        <Steps order={o} />
        {o.status === 1 && (
          <Text className='p2p__warn' data-line='countdown'>
            {t(buyer ? 'p2p.payWithin' : 'p2p.buyerPaysWithin', {
              time: formatCountdown(Math.max(0, left)),
            })}
          </Text>
        )}
        <Text className='p2p-card__line' data-line='amounts'>
          {t(buyer ? 'p2p.youPay' : 'p2p.buyerPays', {
            fiat_amount: balance(o.fiat_amount),
            fiat: o.fiat,
            amount: grouped(o.amount),
            currency: o.currency_name,
            price: grouped(o.price),
          })}
        </Text>
        <Text className='p2p-card__line'>
          {t('p2p.orderMeta', {
            id: o.id,
            merchant: o.merchant_name,
            time: formatInstant(o.create_time, 'YYYY-MM-DD HH:mm'),
          })}
        </Text>
        {o.proof_attached && <Text className='p2p-card__line'>{t('p2p.proofAttached')}</Text>}
        {o.appeal_by && (
          <Text className='p2p__warn' data-line='appeal'>
            {t(o.appeal_by === 'buyer' ? 'p2p.appealedBuyer' : 'p2p.appealedMerchant', {
              reason: o.appeal_reason ?? '',
            })}
          </Text>
        )}
      </View>
      {o.payee && (
        <View className='p2p-card' data-section='payee'>
          <Text className='p2p-card__name'>{t('p2p.payee')}</Text>
          {(
            [
              ['p2p.payeeBank', o.payee.bank_name],
              ['p2p.payeeHolder', o.payee.card_holder],
              ['p2p.payeeNumber', o.payee.card_number],
            ] as const
          ).map(([label, value]) => (
            <Pressable key={label} className='p2p-payee' onPress={() => copyText(value)}>
              <Text className='p2p-payee__label'>{t(label)}</Text>
              <Text className='p2p-payee__value'>{value}</Text>
            </Pressable>
          ))}
          <Text className='p2p__note'>{t('p2p.payeeNote', { fiat: o.fiat })}</Text>
        </View>
      )}
      {o.status === 2 && !o.appeal_by && (
        <Field
          name='reason'
          label={t('p2p.appealLabel')}
          value={reason}
          onInput={(v) => {
            setReason(v)
            clearErrors()
            steps.appeal.changed()
          }}
          maxlength={500}
        />
      )}
      {error !== '' && <Text className='p2p__warn'>{error}</Text>}
      <View className='p2p-sheet__actions'>
        {buyer && o.status === 1 && (
          <>
            <Button size='small' onPress={() => void attach()}>
              {t(proof ? 'p2p.proofReady' : 'p2p.attachProof')}
            </Button>
            <Button size='small' onPress={() => ask('cancel')}>
              {t('p2p.cancel')}
            </Button>
            <Button size='small' type='primary' onPress={() => ask('paid')}>
              {t('p2p.markPaid')}
            </Button>
          </>
        )}
        {!buyer && (o.status === 1 || o.status === 2) && !o.appeal_by && (
          <Button size='small' type='primary' onPress={() => ask('release')}>
            {t('p2p.release')}
          </Button>
        )}
        {o.status === 2 && !o.appeal_by && (
          <Button size='small' onPress={() => ask('appeal')}>
            {t('p2p.appeal')}
          </Button>
        )}
      </View>
      <View className='p2p__note' role='note'>
        {t('p2p.risk')}
      </View>
      <Dialog
        isOpened={asking !== null}
        title={asking ? t(CONFIRM_KEYS[asking][0]) : ''}
        content={
          asking
            ? t(CONFIRM_KEYS[asking][1], {
                fiat_amount: balance(o.fiat_amount),
                fiat: o.fiat,
                amount: grouped(o.amount),
                currency: o.currency_name,
              })
            : ''
        }
        cancelText={t('common.back')}
        confirmText={asking ? t(CONFIRM_KEYS[asking][2]) : ''}
        onCancel={() => asking && steps[asking].cancel()}
        onClose={() => asking && steps[asking].cancel()}
        onConfirm={() => asking && void steps[asking].confirm()}
      />
    </View>
  )
}

function OrderBody() {
  const id = Number(pageQuery(useRouter().params).id)
  const fetch = useCallback(() => fetchP2pOrder(id), [id])
  const { load, retry, refresh } = useDetail(Number.isInteger(id) && id > 0 ? fetch : null, {
    refusalIsMissing: true,
  })
  const visible = usePageVisible()
  const open = load.kind === 'ready' && (load.value.status === 1 || load.value.status === 2)
  useEffect(() => {
    if (!visible || !open) return
    const timer = setInterval(refresh, LIVE_MS)
    return () => clearInterval(timer)
  }, [visible, open, refresh])
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={5} />}>
      {(order: P2pOrder) => <OrderView order={order} onChanged={refresh} />}
    </DetailState>
  )
}

export default function P2pOrderPage() {
  return (
    <Screen>
      <OrderBody />
    </Screen>
  )
}
