// Borrowing from one product (issue 29 item 3): the amount and the collateral typed, and as they
// are typed the first day's interest, the debt, the LTV the loan starts at and the collateral's
// price at which it would be liquidated (parts/figures.ts, the server's arithmetic); borrowing asks
// first, holds the collateral and credits the loan to the asset account.
import { useCallback, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { compare } from '@common/decimal'
import { DetailState } from '@/components/DetailState'
import { Field } from '@/components/Field'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { LOAN_MINE } from '@/routes'
import { borrowLoan, fetchLoanProduct, type LoanProduct } from '@/services/api/loan'
import { pageQuery, redirect } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { grouped, thousands } from '@/utils/format'
import { borrowFigures, PRICE_PLACES } from './parts/figures'
import { ProductTerms } from './parts/ProductTerms'
import './loan.scss'

function BorrowBody() {
  const code = pageQuery(useRouter().params).code ?? ''
  const fetch = useCallback(() => fetchLoanProduct(code), [code])
  const { load, retry } = useDetail(code !== '' ? fetch : null, { refusalIsMissing: true })
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={5} />}>
      {(product: LoanProduct) => <BorrowForm product={product} />}
    </DetailState>
  )
}

function BorrowForm({ product: p }: { product: LoanProduct }) {
  const t = useT()
  const [coinIndex, setCoinIndex] = useState(0)
  const [amount, setAmount] = useState('')
  const [collateral, setCollateral] = useState('')
  const coin = p.collateral_coins[coinIndex]
  const typedAmount = amount.trim()
  const typedCollateral = collateral.trim()
  const inRange = compare(typedAmount || '0', p.min) >= 0 && compare(typedAmount || '0', p.max) <= 0
  const figures = borrowFigures(p, coin, typedAmount, typedCollateral)
  // the collateral falls to it: rounded up, the line shown is reached no later than the real one
  const liquidation = figures?.liquidationPrice
    ? thousands(figures.liquidationPrice, PRICE_PLACES, 'up')
    : '--'
  // one key per intended loan: a retry after a lost answer borrows once
  const loan = useConfirmedWrite(
    (key) =>
      borrowLoan(
        {
          code: p.borrowing_code,
          amount: typedAmount,
          collateralCurrency: coin.currency_id,
          collateralAmount: typedCollateral,
        },
        key,
      ),
    () => {
      toast(t('loan.borrowed'), 'success')
      carryToast()
      void redirect(LOAN_MINE)
    },
  )
  const edited = (set: (v: string) => void) => (value: string) => {
    set(value)
    loan.changed()
  }

  const ask = () => {
    if (!figures || !inRange) {
      loan.setError(
        t('loan.range', { min: grouped(p.min), max: grouped(p.max), currency: p.currency_name }),
      )
      return
    }
    if (!figures.fits) {
      loan.setError(
        t('loan.needs', {
          min: grouped(figures.minCollateral),
          currency: coin.currency_name,
          ltv: grouped(p.ltv_initial),
        }),
      )
      return
    }
    loan.ask()
  }

  return (
    <View className='loan'>
      <View className='loan-card'>
        <Text className='loan-card__title'>
          {t('loan.borrowCurrency', { currency: p.currency_name })}
        </Text>
        <ProductTerms product={p} />
      </View>
      <View className='loan__coins' role='tablist'>
        {p.collateral_coins.map((c, i) => (
          <Pressable
            key={c.currency_id}
            role='tab'
            selected={i === coinIndex}
            className={`loan__coin${i === coinIndex ? ' loan__coin--active' : ''}`}
            onPress={() => {
              setCoinIndex(i)
              edited(setCollateral)('')
            }}
          >
            {c.currency_name}
          </Pressable>
        ))}
      </View>
      <Field
        name='amount'
        type='digit'
        label={t('loan.amount', { currency: p.currency_name })}
        value={amount}
        onInput={edited(setAmount)}
        hint={t('loan.limits', {
          min: grouped(p.min),
          max: grouped(p.max),
          currency: p.currency_name,
        })}
        ltr
      />
      <Field
        name='collateral'
        type='digit'
        label={t('loan.collateralAmount', { currency: coin.currency_name })}
        value={collateral}
        onInput={edited(setCollateral)}
        hint={
          figures
            ? t('loan.atLeast', {
                min: grouped(figures.minCollateral),
                currency: coin.currency_name,
                ltv: grouped(p.ltv_initial),
              })
            : t('loan.price', {
                currency: coin.currency_name,
                price: thousands(coin.price, PRICE_PLACES),
              })
        }
        error={loan.error}
        ltr
      />
      <View className='loan-figures' data-section='figures'>
        <Text className='loan-figures__line' data-figure='debt'>
          {figures
            ? t('loan.debtLine', {
                interest: grouped(figures.firstDay),
                debt: grouped(figures.debt),
                currency: p.currency_name,
              })
            : t('loan.typeAmount')}
        </Text>
        <Text className='loan-figures__line' data-figure='ltv'>
          {t('loan.ltvLine', { ltv: figures?.ltv ? grouped(figures.ltv) : '--' })}
        </Text>
        <Text className='loan-figures__line' data-figure='liquidation'>
          {t('loan.liquidationLine', {
            currency: coin.currency_name,
            price: liquidation,
            ltv: grouped(p.ltv_liquidate),
          })}
        </Text>
        <Text className='loan__note'>
          {t('loan.rules', {
            rate: grouped(p.daily_rate),
            call: grouped(p.ltv_call),
            liquidate: grouped(p.ltv_liquidate),
          })}
        </Text>
      </View>
      <View className='loan__note' role='note'>
        {t('loan.risk')}
      </View>
      <Button
        className='loan__submit'
        type='primary'
        disabled={!p.open}
        loading={loan.busy}
        onPress={ask}
      >
        {t(p.open ? 'loan.borrow' : 'loan.closed')}
      </Button>
      <Dialog
        isOpened={loan.asking}
        title={t('loan.confirmTitle')}
        content={t('loan.confirm', {
          amount: grouped(typedAmount),
          currency: p.currency_name,
          collateral: grouped(typedCollateral),
          coin: coin.currency_name,
          price: liquidation,
        })}
        cancelText={t('common.back')}
        confirmText={t('loan.borrow')}
        onCancel={loan.cancel}
        onClose={loan.cancel}
        onConfirm={() => void loan.confirm()}
      />
    </View>
  )
}

export default function LoanBorrowPage() {
  return (
    <Screen>
      <BorrowBody />
    </Screen>
  )
}
