// The user's loans (issue 29 item 3), open ones first, the LTV read again every few seconds while
// the page is on screen: each open loan shows its debt, collateral, LTV against its lines and the
// price at which it is liquidated, with adding collateral and repaying (both asked first); a closed
// loan shows how it ended.
import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { isAmount } from '@common/validate'
import { Field } from '@/components/Field'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { usePagedList } from '@/hooks/usePagedList'
import { usePageVisible } from '@/hooks/usePageVisible'
import { useT } from '@/hooks/useT'
import { addLoanCollateral, fetchLoans, repayLoan, type Loan } from '@/services/api/loan'
import { toast } from '@/services/toast'
import { formatInstant } from '@/utils/dates'
import { grouped, thousands } from '@/utils/format'
import { PRICE_PLACES } from './parts/figures'
import './loan.scss'

/** How often an open loan's LTV is read again while the page is on screen. */
const LIVE_MS = 5000

const STATUS_KEYS = { 1: 'loan.status1', 2: 'loan.status2', 3: 'loan.status3' } as const

function LoanCard({ loan: l, onChanged }: { loan: Loan; onChanged: () => void }) {
  const t = useT()
  const [adding, setAdding] = useState(false)
  const [amount, setAmount] = useState('')
  const typed = amount.trim()

  const doneWith = (toastKey: string) => () => {
    setAdding(false)
    setAmount('')
    toast(t(toastKey), 'success')
    onChanged()
  }
  // each its own key: a retry after a lost answer adds or repays once
  const add = useConfirmedWrite(
    (key) => addLoanCollateral(l.id, typed, key),
    doneWith('loan.added'),
  )
  const repay = useConfirmedWrite((key) => repayLoan(l.id, key), doneWith('loan.repaid'))
  // one place for the card's last refusal, whichever write it was
  const error = add.error || repay.error
  const asking = add.asking ? 'add' : repay.asking ? 'repay' : null

  const line = (text: string, name: string) => (
    <Text className='loan-card__line' data-line={name}>
      {text}
    </Text>
  )
  const collateral = `${grouped(l.collateral_amount)} ${l.collateral_name}`
  return (
    <View className='loan-card' data-loan={l.id} data-status={l.status}>
      <Text className='loan-card__title'>
        {grouped(l.amount)} {l.currency_name} · {t(STATUS_KEYS[l.status])}
      </Text>
      {l.status === 1 && (
        <>
          <Text
            className={`loan-card__ltv${l.called ? ' loan-card__ltv--called' : ''}`}
            data-line='ltv'
          >
            {t('loan.ltvNow', {
              ltv: grouped(l.ltv),
              call: grouped(l.ltv_call),
              liquidate: grouped(l.ltv_liquidate),
            })}
          </Text>
          {l.called && line(t('loan.calledNote'), 'called')}
          {line(
            t('loan.debtNow', {
              debt: grouped(l.debt),
              interest: grouped(l.interest),
              currency: l.currency_name,
            }),
            'debt',
          )}
          {line(
            t('loan.collateralNow', {
              collateral,
              price: thousands(l.collateral_price, PRICE_PLACES),
            }),
            'collateral',
          )}
          {line(
            t('loan.liquidationAt', {
              coin: l.collateral_name,
              // the collateral falls to it: rounded up, so the line shown is reached no later
              price: thousands(l.liquidation_price, PRICE_PLACES, 'up'),
            }),
            'liquidation',
          )}
          {line(t('loan.due', { time: formatInstant(l.due_time, 'YYYY-MM-DD HH:mm') }), 'due')}
          {adding && (
            <Field
              name='add'
              type='digit'
              label={t('loan.addAmount', { currency: l.collateral_name })}
              value={amount}
              onInput={(v) => {
                setAmount(v)
                add.changed()
                repay.setError('')
              }}
              error={error}
              ltr
            />
          )}
          {!adding && error !== '' && <Text className='loan-card__error'>{error}</Text>}
          <View className='loan-card__actions'>
            <Button
              size='small'
              onPress={() => {
                if (!adding) return setAdding(true)
                repay.setError('')
                if (!isAmount(typed, l.collateral_places)) {
                  return add.setError(t('loan.amountInvalid'))
                }
                add.ask()
              }}
            >
              {t('loan.addCollateral')}
            </Button>
            <Button
              size='small'
              type='primary'
              onPress={() => {
                add.setError('')
                repay.ask()
              }}
            >
              {t('loan.repay')}
            </Button>
          </View>
        </>
      )}
      {l.status === 2 &&
        line(
          t('loan.repaidLine', {
            debt: grouped(l.debt),
            currency: l.currency_name,
            collateral,
          }),
          'repaid',
        )}
      {l.status === 3 &&
        line(
          t('loan.liquidatedLine', {
            seized: grouped(l.seized ?? '0'),
            returned: grouped(l.returned ?? '0'),
            coin: l.collateral_name,
            price: thousands(l.liquidated_at_price ?? '0', PRICE_PLACES),
          }),
          'liquidated',
        )}
      <Dialog
        isOpened={asking !== null}
        title={t(asking === 'repay' ? 'loan.repayTitle' : 'loan.addTitle')}
        content={
          asking === 'repay'
            ? t('loan.repayConfirm', {
                debt: grouped(l.debt),
                currency: l.currency_name,
                collateral,
              })
            : t('loan.addConfirm', { amount: grouped(typed), currency: l.collateral_name })
        }
        cancelText={t('common.back')}
        confirmText={t(asking === 'repay' ? 'loan.repay' : 'loan.addCollateral')}
        onCancel={asking === 'repay' ? repay.cancel : add.cancel}
        onClose={asking === 'repay' ? repay.cancel : add.cancel}
        onConfirm={() => void (asking === 'repay' ? repay.confirm() : add.confirm())}
      />
    </View>
  )
}

function MineBody() {
  const t = useT()
  const page = useCallback(
    (n: number) => fetchLoans(n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [],
  )
  const loans = usePagedList(page, { reloadOnShow: true })
  const visible = usePageVisible()
  const live = visible && loans.items.some((l) => l.status === 1)
  const { refresh } = loans
  useEffect(() => {
    if (!live) return
    const timer = setInterval(() => void refresh(), LIVE_MS)
    return () => clearInterval(timer)
  }, [live, refresh])
  if (loans.load === 'loading') return <Skeleton shape='rows' rows={4} />
  if (loans.load === 'failed') return <StateView kind='failed' onRetry={loans.retry} />
  if (loans.items.length === 0) return <StateView kind='empty' message={t('loan.noLoans')} />
  return (
    <View className='loan'>
      {loans.items.map((l) => (
        <LoanCard key={l.id} loan={l} onChanged={() => void refresh()} />
      ))}
      <ListFooter list={loans} moreText={t('trade.loadMore')} noMoreText='' />
      <View className='loan__note' role='note'>
        {t('loan.simulated')}
      </View>
    </View>
  )
}

export default function LoanMinePage() {
  return (
    <Screen>
      <MineBody />
    </Screen>
  )
}
