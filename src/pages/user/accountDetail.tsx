// The Assets tab: what the user holds, in each account and currency, available and frozen, with
// the ways to put money in, take it out, convert it and move it between accounts.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { useSnapshot } from 'valtio'
import { MoveSheet } from '@/components/MoveSheet'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useLatestTurn } from '@/hooks/useLatestTurn'
import { useT } from '@/hooks/useT'
import { useTabItemTap } from '@/hooks/useTabItemTap'
import { ACCOUNT_RECORD, type RoutePath } from '@/routes'
import {
  fetchCurrencyOptions,
  fetchWalletSummary,
  fetchWallets,
  type CurrencyOption,
  type WalletList,
  type WalletSummary,
} from '@/services/api/wallet'
import { navigate } from '@/services/router'
import { HIDDEN_FIGURE, hiddenBalances } from '@/stores/hiddenBalances'
import { session } from '@/stores/session'
import { currencyName } from '@/utils/currencyName'
import { thousands } from '@/utils/format'
import { HoldingRow } from './assets/HoldingRow'
import { TotalCard } from './assets/TotalCard'
import { ACCOUNT_LABELS, SHOWN_ACCOUNTS, accountView } from './assets/accounts'
import './assets/assets.scss'

interface Action {
  label: string
  path?: RoutePath
  open?: () => void
}

function AssetsBody() {
  const t = useT()
  const { lang } = useSnapshot(session)
  const { hidden } = useSnapshot(hiddenBalances)
  const [list, setList] = useState<WalletList | null>(null)
  const [summary, setSummary] = useState<WalletSummary | null>(null)
  const [names, setNames] = useState<readonly CurrencyOption[]>([])
  const [failed, setFailed] = useState(false)
  const [moving, setMoving] = useState(false)

  // shown again while an earlier read is still out: the older answer must not replace the newer
  const nextTurn = useLatestTurn()
  const load = useCallback(() => {
    const current = nextTurn()
    return Promise.all([fetchWallets(), fetchWalletSummary()]).then(
      ([nextList, nextSummary]) => {
        if (!current()) return
        setList(nextList)
        setSummary(nextSummary)
        setFailed(false)
      },
      () => {
        if (current()) setFailed(true)
      },
    )
  }, [nextTurn])
  // names never change while the app runs; without them the rows show the codes alone
  useEffect(() => {
    fetchCurrencyOptions().then(setNames, () => undefined)
  }, [])
  // balances change elsewhere (a trade, a deposit approved): read them again whenever shown
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  if (!list || !summary) {
    if (failed) return <StateView kind='failed' onRetry={() => void load()} />
    return <Skeleton shape='rows' rows={6} />
  }

  const actions: Action[] = [
    { label: t('route.recharge'), path: 'pages/user/recharge' },
    { label: t('route.withdraw'), path: 'pages/user/withdrawl' },
    { label: t('route.exchange'), path: 'pages/user/exchange' },
    { label: t('assets.move'), open: () => setMoving(true) },
    { label: t('assets.records'), path: ACCOUNT_RECORD },
  ]

  return (
    <View className='assets'>
      <TotalCard list={list} summary={summary} />
      <View className='assets__actions'>
        {actions.map((a) => (
          <Pressable
            key={a.label}
            className='assets__action'
            onPress={() => (a.path ? void navigate(a.path) : a.open?.())}
          >
            {a.label}
          </Pressable>
        ))}
      </View>
      {SHOWN_ACCOUNTS.map((name) => {
        const account = accountView(list, name)
        return (
          <View key={name} className='assets__account' data-account={name}>
            <View className='assets__account-head'>
              <Text className='assets__account-name'>{t(ACCOUNT_LABELS[name])}</Text>
              <Text className='assets__account-total'>
                ≈ {hidden ? HIDDEN_FIGURE : thousands(account.usdtTotal)} USDT
              </Text>
            </View>
            {account.holdings.map((h) => {
              const option = names.find((n) => n.id === h.currencyId)
              const name = option ? currencyName(option, lang) : ''
              return <HoldingRow key={h.currencyId} holding={h} name={name} />
            })}
          </View>
        )
      })}
      <MoveSheet
        open={moving}
        list={list}
        onClose={() => setMoving(false)}
        onMoved={() => {
          setMoving(false)
          void load()
        }}
      />
    </View>
  )
}

export default function AccountDetailPage() {
  useTabItemTap()
  return (
    <Screen>
      <AssetsBody />
    </Screen>
  )
}
