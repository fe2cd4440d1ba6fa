// Loans (issue 29 item 3): the products lending now, each with its rate, term, collateral and LTV
// lines; a way to the user's loans. What LTV means and what happens at each line is said first.
import { useCallback } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { DetailState } from '@/components/DetailState'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useDetail } from '@/hooks/useDetail'
import { useT } from '@/hooks/useT'
import { LOAN_BORROW, LOAN_MINE } from '@/routes'
import { fetchLoanProducts, type LoanProduct } from '@/services/api/loan'
import { navigate } from '@/services/router'
import { grouped } from '@/utils/format'
import { ProductTerms } from './parts/ProductTerms'
import './loan.scss'

function LoansBody() {
  const t = useT()
  const fetch = useCallback(() => fetchLoanProducts(), [])
  const { load, retry } = useDetail(fetch)
  usePullDownRefresh(() => {
    retry()
    Taro.stopPullDownRefresh()
  })
  return (
    <View className='loan'>
      <View className='loan__top'>
        <Text className='loan__note'>{t('loan.intro')}</Text>
        <Pressable className='pill-link' role='link' onPress={() => void navigate(LOAN_MINE)}>
          {t('loan.mine')}
        </Pressable>
      </View>
      <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={3} />}>
        {(products: LoanProduct[]) =>
          products.length === 0 ? (
            <StateView kind='empty' message={t('loan.none')} />
          ) : (
            <>
              {products.map((p) => (
                <Pressable
                  key={p.borrowing_code}
                  className='loan-card'
                  role='link'
                  data-product={p.borrowing_code}
                  onPress={() => void navigate(LOAN_BORROW, { code: p.borrowing_code })}
                >
                  <Text className='loan-card__title'>
                    {t('loan.borrowCurrency', { currency: p.currency_name })} ·{' '}
                    {t('loan.limits', {
                      min: grouped(p.min),
                      max: grouped(p.max),
                      currency: p.currency_name,
                    })}
                  </Text>
                  <ProductTerms product={p} />
                </Pressable>
              ))}
            </>
          )
        }
      </DetailState>
      <View className='loan__note' role='note'>
        {t('loan.risk')}
      </View>
    </View>
  )
}

export default function LoansPage() {
  return (
    <Screen>
      <ProductOff product='loan' />
      <LoansBody />
    </Screen>
  )
}
