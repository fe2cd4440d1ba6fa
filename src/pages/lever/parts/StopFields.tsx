// A position's take-profit and stop-loss fields, empty for none: the form and the edit sheet
// show the same two.
import { View } from '@tarojs/components'
import { Field } from '@/components/Field'
import { useT } from '@/hooks/useT'

export interface StopFieldsProps {
  takeProfit: string
  stopLoss: string
  onTakeProfit: (value: string) => void
  onStopLoss: (value: string) => void
  className?: string
}

export function StopFields({
  takeProfit,
  stopLoss,
  onTakeProfit,
  onStopLoss,
  className,
}: StopFieldsProps) {
  const t = useT()
  return (
    <View className={className}>
      <Field
        name='takeProfit'
        type='digit'
        label={t('lever.takeProfit')}
        placeholder={t('lever.optional')}
        value={takeProfit}
        onInput={onTakeProfit}
        ltr
      />
      <Field
        name='stopLoss'
        type='digit'
        label={t('lever.stopLoss')}
        placeholder={t('lever.optional')}
        value={stopLoss}
        onInput={onStopLoss}
        ltr
      />
    </View>
  )
}
