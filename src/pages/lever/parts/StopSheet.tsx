// Setting or clearing a position's take-profit and stop-loss (/lever/setstop). The server checks
// them against the side, the open price, the mark now and the liquidation price, and says what is
// wrong in the user's language; a retry after a lost answer sets them once.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Sheet } from '@/components/Sheet'
import { FormFooter } from '@/components/FormFooter'
import { useT } from '@/hooks/useT'
import { useWrite } from '@/hooks/useWrite'
import { setLeverStops, type LeverPosition } from '@/services/api/lever'
import { lever } from '@/stores/lever'
import { toast } from '@/services/toast'
import { liquidationRounding } from '@common/leverRules'
import { thousands } from '@/utils/format'
import { StopFields } from './StopFields'

export interface StopSheetProps {
  position: LeverPosition
  onClose: () => void
  onSaved: () => void
}

export function StopSheet({ position, onClose, onSaved }: StopSheetProps) {
  const t = useT()
  const [takeProfit, setTakeProfit] = useState(position.target_profit_price ?? '')
  const [stopLoss, setStopLoss] = useState(position.stop_loss_price ?? '')
  const stops = useWrite(
    (key) =>
      setLeverStops(
        {
          id: position.id,
          // '0' clears a line
          target_profit_price: (takeProfit.trim() || '0') as `${number}`,
          stop_loss_price: (stopLoss.trim() || '0') as `${number}`,
        },
        key,
      ),
    () => {
      toast(t('lever.stopsSaved'), 'success')
      onSaved()
    },
  )

  const edit = (apply: () => void) => {
    apply()
    stops.changed()
  }
  const places = lever.deals[position.match_id]?.price_precision ?? 2
  const liquidation = position.liquidation_price

  return (
    <Sheet className='stop-sheet' isOpened title={t('lever.editStops')} onClose={onClose}>
      <View className='stop-sheet__body' data-section='stop-sheet'>
        <Text className='stop-sheet__hint'>
          {t('lever.stopsHint', {
            price: thousands(position.price ?? position.target_price ?? '0', places),
            // the line a stop-loss must stay inside, rounded toward the price (warns no later)
            liquidation:
              liquidation === null
                ? '--'
                : thousands(liquidation, places, liquidationRounding(position.type)),
          })}
        </Text>
        <StopFields
          className='stop-sheet__fields'
          takeProfit={takeProfit}
          stopLoss={stopLoss}
          onTakeProfit={(value) => edit(() => setTakeProfit(value))}
          onStopLoss={(value) => edit(() => setStopLoss(value))}
        />
        <FormFooter
          block='stop-sheet'
          busy={stops.busy}
          error={stops.error}
          onCancel={onClose}
          onSubmit={() => void stops.send()}
        >
          {t('lever.saveStops')}
        </FormFooter>
      </View>
    </Sheet>
  )
}
