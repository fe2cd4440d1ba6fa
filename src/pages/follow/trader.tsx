// One trader (issue 28): their figures, the profit curve, the open positions they show, every
// closed position since they became a trader, and following or unfollowing them. Unfollowing asks
// first and says what happens to the copies still open.
import { useCallback, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { DetailState } from '@/components/DetailState'
import { ListFooter } from '@/components/ListFooter'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { TOAST_REFUSAL } from '@/hooks/useWrite'
import { useDetail } from '@/hooks/useDetail'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { FOLLOW_MINE } from '@/routes'
import {
  fetchTrader,
  fetchTraderHistory,
  unfollowTrader,
  type TraderDetail,
} from '@/services/api/follow'
import { apiBase } from '@/services/http'
import { navigate, pageQuery } from '@/services/router'
import { toast } from '@/services/toast'
import { loadMine, loadTraders } from '@/stores/follow'
import { FollowSheet } from './parts/FollowSheet'
import { ProfitCurve } from './parts/ProfitCurve'
import { TradeRow } from './parts/TradeRow'
import { TraderName, TraderStats } from './parts/TraderStats'
import './follow.scss'

const OPEN_VIEW = ['follow.openShown', 'follow.openDelayed', 'follow.openHidden'] as const

function TraderBody() {
  const t = useT()
  const id = Number(pageQuery(useRouter().params).id)
  const fetch = useCallback(() => fetchTrader(id), [id])
  const { load, retry } = useDetail(Number.isInteger(id) && id > 0 ? fetch : null, {
    refusalIsMissing: true,
  })
  const history = usePagedList(
    useCallback(
      (n: number) =>
        fetchTraderHistory(id, n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
      [id],
    ),
  )
  const [sheet, setSheet] = useState(false)

  const changed = () => {
    retry()
    void loadMine()
    void loadTraders()
  }

  // one key per intended unfollow: a retry after a lost answer unfollows once
  const unfollow = useConfirmedWrite(
    (key) => unfollowTrader(id, key),
    () => {
      toast(t('follow.unfollowed'), 'success')
      changed()
    },
    TOAST_REFUSAL,
  )

  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={5} />}>
      {(detail: TraderDetail) => (
        <View className='follow'>
          <TraderHeader detail={detail} />
          <ProfitCurve detail={detail} />
          <View className='follow-section' data-section='open'>
            <Text className='follow-section__title'>{t('follow.openPositions')}</Text>
            <Text className='follow__note'>{t(OPEN_VIEW[detail.open_view])}</Text>
            {detail.open.map((trade) => (
              <TradeRow key={trade.id} trade={trade} />
            ))}
          </View>
          <View className='follow-section' data-section='history'>
            <Text className='follow-section__title'>{t('follow.history')}</Text>
            {history.load === 'ready' && history.items.length === 0 ? (
              <Text className='follow__note'>{t('follow.noHistory')}</Text>
            ) : null}
            {history.items.map((trade) => (
              <TradeRow key={trade.id} trade={trade} />
            ))}
            <ListFooter list={history} moreText={t('trade.loadMore')} noMoreText='' />
          </View>
          <View className='follow__note' role='note'>
            {t('follow.figuresNote')}
          </View>
          <View className='follow__actions'>
            {detail.trader.followed ? (
              <>
                <Button className='follow__button' onPress={() => void navigate(FOLLOW_MINE)}>
                  {t('follow.mine')}
                </Button>
                <Button className='follow__button' onPress={unfollow.ask}>
                  {t('follow.unfollow')}
                </Button>
              </>
            ) : (
              <Button
                type='primary'
                className='follow__button'
                disabled={!detail.trader.accepting}
                onPress={() => setSheet(true)}
              >
                {t(detail.trader.accepting ? 'follow.follow' : 'follow.closedToNew')}
              </Button>
            )}
          </View>
          {sheet ? (
            <FollowSheet
              trader={detail.trader}
              onClose={() => setSheet(false)}
              onFollowed={() => {
                setSheet(false)
                toast(t('follow.followed', { name: detail.trader.nickname }), 'success')
                changed()
              }}
            />
          ) : null}
          <Dialog
            isOpened={unfollow.asking}
            content={t('follow.unfollowQuestion', { name: detail.trader.nickname })}
            cancelText={t('common.back')}
            confirmText={t('follow.unfollow')}
            onCancel={unfollow.cancel}
            onClose={unfollow.cancel}
            onConfirm={() => void unfollow.confirm()}
          />
        </View>
      )}
    </DetailState>
  )
}

function TraderHeader({ detail }: { detail: TraderDetail }) {
  const t = useT()
  return (
    <View className='follow-card'>
      <TraderName
        trader={detail.trader}
        avatar={detail.avatar ? apiBase() + detail.avatar : null}
      />
      <TraderStats trader={detail.trader} />
      <Text className='follow__note'>{t('follow.since', { date: detail.since.slice(0, 10) })}</Text>
    </View>
  )
}

export default function TraderPage() {
  return (
    <Screen>
      <TraderBody />
    </Screen>
  )
}
