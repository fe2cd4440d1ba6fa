// The wallet address book: the addresses withdrawals can go to. Adding is its own page; deleting
// asks first, showing the address, because a deleted address has to be typed in again.
import { useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { useT } from '@/hooks/useT'
import { BIND_ADDRESS } from '@/routes'
import { deleteAddresses, fetchAddresses, type WalletAddress } from '@/services/api/addressBook'
import { navigate } from '@/services/router'
import { toast } from '@/services/toast'
import { MAX_ADDRESSES } from '@common/addressBook'
import { AddressCard } from './parts/AddressCard'
import './wallets.scss'

type Load = 'loading' | 'failed' | 'ready'

function WalletsBody() {
  const t = useT()
  const [entries, setEntries] = useState<readonly WalletAddress[]>([])
  const [load, setLoad] = useState<Load>('loading')
  const [doomed, setDoomed] = useState<WalletAddress | null>(null)
  const [deleting, setDeleting] = useState(false)

  // the whole book fits one page: it holds MAX_ADDRESSES at most
  const reload = async () => {
    try {
      setEntries((await fetchAddresses({ page: 1, limit: MAX_ADDRESSES })).data)
      setLoad('ready')
    } catch {
      setLoad((now) => (now === 'ready' ? now : 'failed'))
    }
  }

  useDidShow(() => void reload())
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))

  const confirmDelete = async () => {
    if (!doomed || deleting) return
    setDeleting(true)
    try {
      toast(await deleteAddresses([doomed.id]), 'success')
      setDoomed(null)
      await reload()
    } catch {
      // the request wrapper has said why
    } finally {
      setDeleting(false)
    }
  }

  const full = entries.length >= MAX_ADDRESSES
  return (
    <View className='wallets'>
      {load === 'loading' ? (
        <Skeleton shape='rows' rows={3} />
      ) : load === 'failed' ? (
        <StateView kind='failed' onRetry={() => void reload()} />
      ) : entries.length === 0 ? (
        <StateView
          kind='empty'
          message={t('wallet.empty')}
          action={{ label: t('wallet.add'), onPress: () => void navigate(BIND_ADDRESS) }}
        />
      ) : (
        <View className='wallets__list'>
          {entries.map((entry) => (
            <AddressCard key={entry.id} entry={entry} onDelete={() => setDoomed(entry)} />
          ))}
        </View>
      )}
      {load === 'ready' && entries.length > 0 ? (
        <View className='wallets__footer'>
          {full ? (
            <View className='wallets__note'>{t('wallet.full', { max: MAX_ADDRESSES })}</View>
          ) : null}
          <Button type='primary' disabled={full} onPress={() => void navigate(BIND_ADDRESS)}>
            {t('wallet.add')}
          </Button>
        </View>
      ) : null}
      <Dialog
        className='wallets__confirm'
        isOpened={doomed !== null}
        title={t('wallet.deleteTitle')}
        content={doomed ? t('wallet.deleteConfirm', { address: doomed.address }) : ''}
        cancelText={t('common.cancel')}
        confirmText={t('wallet.delete')}
        onCancel={() => setDoomed(null)}
        onClose={() => setDoomed(null)}
        onConfirm={() => void confirmDelete()}
      />
    </View>
  )
}

export default function WalletsPage() {
  return (
    <Screen>
      <WalletsBody />
    </Screen>
  )
}
