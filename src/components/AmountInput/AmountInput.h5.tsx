// An amount field on taro-ui's AtInput, H5. Taro's digit input silently drops every key but digits
// and one point, so a typed "-20" became "20" and went on to the confirmation. Taken as text,
// what the user typed reaches the form's check, which says what is wrong; inputmode keeps the
// phone's decimal keypad. Mini-programs: AmountInput.tsx.
import { useEffect, useRef } from 'react'
import { View } from '@tarojs/components'
import { AtInput } from 'taro-ui'
import type { AmountInputProps } from './props'
import './AmountInput.scss'

export function AmountInput({
  name,
  value,
  onInput,
  placeholder,
  className = '',
  maxlength = 140,
}: AmountInputProps) {
  const box = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const mark = () => el.querySelector('input')?.setAttribute('inputmode', 'decimal')
    mark()
    // Taro's input element may draw its <input> after this effect has run
    const observer = new MutationObserver(mark)
    observer.observe(el, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
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
