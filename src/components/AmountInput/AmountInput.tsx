// An amount field on taro-ui's AtInput. Mini-programs: the platform's digit keypad has only digits
// and the point, so nothing the user types is dropped on the way. H5: AmountInput.h5.tsx.
import { AtInput } from 'taro-ui'
import type { AmountInputProps } from './props'

export function AmountInput({
  name,
  value,
  onInput,
  placeholder,
  className = '',
  maxlength = 140,
}: AmountInputProps) {
  return (
    <AtInput
      className={className}
      name={name}
      type='digit'
      value={value}
      maxLength={maxlength}
      placeholder={placeholder}
      border={false}
      onChange={(next) => onInput(next)}
    />
  )
}
