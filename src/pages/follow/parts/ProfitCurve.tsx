import { Text, View } from '@tarojs/components'
import echarts from '@/components/TimeshareChart/echarts'
import { EchartsView } from '@/components/EchartsView'
import { useT } from '@/hooks/useT'
import type { TraderDetail } from '@/services/api/follow'
import { curveOption } from './curveOption'

export function ProfitCurve({ detail }: { detail: TraderDetail }) {
  const t = useT()
  return (
    <View className='follow-section' data-section='curve'>
      <Text className='follow-section__title'>{t('follow.curve')}</Text>
      {detail.curve.length > 1 ? (
        <EchartsView
          echarts={echarts}
          canvasId={`curve-${detail.trader.trader_user_id}`}
          option={curveOption(detail.curve)}
          style={{ height: '160px' }}
        />
      ) : (
        <Text className='follow__note'>{t('follow.curveEmpty')}</Text>
      )}
    </View>
  )
}
