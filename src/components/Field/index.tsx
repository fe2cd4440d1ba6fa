import { type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { AtInput } from 'taro-ui'
import { useInputAttributes } from '@/hooks/useInputAttributes'
import { AmountInput } from '../AmountInput'
import './index.scss'

export interface FieldProps {
  label: string
  value: string
  onInput: (value: string) => void
  name: string
  placeholder?: string
  /** 'digit': an amount (AmountInput), checked by the form rather than filtered as typed */
  type?: 'text' | 'number' | 'digit'
  password?: boolean
  maxlength?: number
  /** shown under the field in the danger colour */
  error?: string
  /** shown under the field while there is no error: what the field takes */
  hint?: string
  /** before the input, e.g. the area-code picker */
  prefix?: ReactNode
  /** after the input, e.g. the send-code button */
  suffix?: ReactNode
  /** the value reads left to right in every language (an address, a card number) */
  ltr?: boolean
}

/** A labelled form row around taro-ui's AtInput, with the reason it is wrong underneath. */
export function Field({
  label,
  value,
  onInput,
  name,
  placeholder,
  type = 'text',
  password = false,
  maxlength = 140,
  error,
  hint,
  prefix,
  suffix,
  ltr = false,
}: FieldProps) {
  // the visible label is a Text beside the input; a screen reader is told the two belong together
  const row = useInputAttributes({ 'aria-label': label, 'aria-invalid': String(Boolean(error)) })
  return (
    <View className={`field${error ? ' field--error' : ''}${ltr ? ' field--ltr' : ''}`}>
      <Text className='field__label'>{label}</Text>
      <View className='field__row' ref={row}>
        {prefix}
        {type === 'digit' && !password ? (
          <AmountInput
            className='app-input field__input'
            name={name}
            value={value}
            maxlength={maxlength}
            placeholder={placeholder}
            onInput={onInput}
          />
        ) : (
          <AtInput
            className='app-input field__input'
            name={name}
            value={value}
            type={password ? 'password' : type}
            maxLength={maxlength}
            placeholder={placeholder}
            border={false}
            onChange={(next) => onInput(next)}
          />
        )}
        {suffix}
      </View>
      {error ? (
        <Text className='field__error'>{error}</Text>
      ) : hint ? (
        <Text className='field__hint'>{hint}</Text>
      ) : null}
    </View>
  )
}
