// An amount field on taro-ui's AtInput, H5. Taro's digit input silently drops every key but digits
// and one point, so a typed "-20" became "20" and went on to the confirmation. Taken as text,
// what the user typed reaches the form's check, which says what is wrong; inputmode keeps the
// phone's decimal keypad. Mini-programs: AmountInput.tsx.
import { View } from '@tarojs/components'
import { AtInput } from 'taro-ui'
import { useInputAttributes } from '@/hooks/useInputAttributes'
import type { AmountInputProps } from './props'
import './AmountInput.scss'

export function AmountInput({
  name,
  value,
  onInput,
  placeholder,
  className = '',
  maxlength = 140,
  label,
}: AmountInputProps) {
  const box = useInputAttributes(
    label ? { inputmode: 'decimal', 'aria-label': label } : { inputmode: 'decimal' },
  )
  return (
    <View className='amount-input' ref={box}>
      <AtInput
        className={className}
        name={name}
        type='text'
        value={value}
        maxLength={maxlength}
        placeholder={placeholder}
        border={false}
        onChange={(next) => onInput(next)}
      />
    </View>
  )
}
