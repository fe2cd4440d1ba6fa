// The Assets tab's headline: everything held, in USDT and in BTC, and what seconds trades earned
// today and in all with its rate on their stakes. A tap hides every figure on the tab; the info
// mark shows how they are counted.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Sheet } from '@/components/Sheet'
import { useSnapshot } from 'valtio'
import { useT } from '@/hooks/useT'
import type { WalletList, WalletSummary } from '@/services/api/wallet'
import { HIDDEN_FIGURE, hiddenBalances, toggleHiddenBalances } from '@/stores/hiddenBalances'
import { balance, changeRate, priceColor, thousands } from '@/utils/format'
import { profitRate, totalUsdt, valueIn } from './accounts'

const NOTES = ['assets.valuedNote', 'assets.profitNote', 'assets.rateNote', 'assets.frozenNote']

export function TotalCard({ list, summary }: { list: WalletList; summary: WalletSummary }) {
  const t = useT()
  const { hidden } = useSnapshot(hiddenBalances)
  const [explained, setExplained] = useState(false)
  const shown = (figure: string) => (hidden ? HIDDEN_FIGURE : figure)
  const total = totalUsdt(list)
  const btc = valueIn(list, total, 'BTC')
  const profits = [
    ['assets.todayProfit', summary.today_profit, summary.today_staked],
    ['assets.totalProfit', summary.total_profit, summary.total_staked],
  ] as const

  return (
    <View className='assets__total'>
      <View className='assets__total-head'>
        <Text className='assets__total-label'>{t('assets.total')}</Text>
        <Pressable
          className='assets__hide'
          role='switch'
          selected={hidden}
          onPress={toggleHiddenBalances}
        >
          {t(hidden ? 'assets.show' : 'assets.hide')}
        </Pressable>
        <Pressable
          className='assets__info'
          label={t('assets.howCounted')}
          onPress={() => setExplained(true)}
        >
          i
        </Pressable>
      </View>
      <Text className='assets__total-value'>≈ {shown(thousands(total))}</Text>
      {btc !== null ? (
        <Text className='assets__total-btc'>≈ {shown(`${balance(btc)} BTC`)}</Text>
      ) : null}
      <View className='assets__profits'>
        {profits.map(([label, profit, staked]) => {
          const rate = profitRate(profit, staked)
          return (
            <View key={label} className='assets__profit'>
              <Text className='assets__total-label'>{t(label)}</Text>
              <Text
                className='assets__profit-value'
                style={{ color: hidden ? undefined : priceColor(profit) }}
              >
                {shown(
                  rate === null ? balance(profit) : `${balance(profit)} (${changeRate(rate)})`,
                )}
              </Text>
            </View>
          )
        })}
      </View>
      <Sheet
        isOpened={explained}
        title={t('assets.howCounted')}
        onClose={() => setExplained(false)}
      >
        {explained
          ? NOTES.map((note) => (
              <Text key={note} className='assets__note'>
                {t(note)}
              </Text>
            ))
          : null}
      </Sheet>
    </View>
  )
}
