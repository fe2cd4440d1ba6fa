// Under the balance of the account an order spends from, when that is short: where the user's
// money is, with a one-tap move into the account (the Assets tab's Move sheet, filled with what
// the order lacks), or, with nothing anywhere, the way to a deposit.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useSnapshot } from 'valtio'
import type { PayableCurrency } from '@wire/microtrade'
import { MoveSheet, type MovePreset } from '@/components/MoveSheet'
import { useT } from '@/hooks/useT'
import { ACCOUNT_LABELS, type ShownAccount } from '@/pages/user/assets/accounts'
import { navigate } from '@/services/router'
import { loadWallets, refreshBalances, trade } from '@/stores/trade'
import { balance } from '@/utils/format'
import { fundingFor } from '@/components/MoveSheet/funding'

export interface FundingLineProps {
  /** what the order costs, fee included */
  needed: string
  currency: PayableCurrency
  /** the account the order spends from */
  account: ShownAccount
  onMoved: () => void
}

export function FundingLine({ needed, currency, account, onMoved }: FundingLineProps) {
  const t = useT()
  const { wallets } = useSnapshot(trade)
  // what the sheet opened with: a balance read meanwhile must not close or refill it
  const [preset, setPreset] = useState<MovePreset | null>(null)
  const funding = fundingFor(needed, currency.balance, wallets, account, currency.id)
  const sheet =
    preset && wallets ? (
      <MoveSheet
        open
        list={wallets}
        preset={preset}
        onClose={() => setPreset(null)}
        onMoved={() => {
          setPreset(null)
          onMoved()
          void Promise.allSettled([refreshBalances(), loadWallets()])
        }}
      />
    ) : null
  if (!funding) return sheet

  const [text, action, act] =
    funding.kind === 'move'
      ? [
          t('trade.fundsIn', {
            amount: balance(funding.held),
            currency: currency.name,
            account: t(ACCOUNT_LABELS[funding.from]),
          }),
          t('assets.move'),
          () =>
            setPreset({
              currencyId: currency.id,
              from: funding.from,
              to: account,
              amount: funding.amount,
            }),
        ]
      : [
          t('trade.noFunds', { currency: currency.name }),
          t('route.recharge'),
          () => void navigate('pages/user/recharge'),
        ]
  return (
    <View className='trade-panel__funding' data-funding={funding.kind}>
      <Text className='trade-panel__funding-text'>{text}</Text>
      <Pressable className='trade-panel__funding-action' onPress={act}>
        {action}
      </Pressable>
      {sheet}
    </View>
  )
}
