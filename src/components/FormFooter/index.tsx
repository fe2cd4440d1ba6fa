// How a form or a confirmation sheet ends: what went wrong with the last try, then the submit
// button, with Cancel before it on a sheet. The look stays the form's own: its stylesheet styles
// the classes named after its block, which tests and e2e also find the parts by.
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button } from '../Button'
import { useT } from '@/hooks/useT'

export interface FormFooterProps {
  /**
   * The form's block in its stylesheet: the error line is `<block>__error`; on a sheet the row is
   * `<block>__buttons` and each of its buttons `<block>__button`.
   */
  block: string
  /** the submit button's words */
  children: ReactNode
  onSubmit: () => void
  /** a request is out: the button spins, and taps do nothing until the answer is in */
  busy?: boolean
  /** the form cannot be sent as things stand (withdrawals locked, say) */
  disabled?: boolean
  /** what went wrong with the last try; nothing is shown while empty */
  error?: string
  /** a sheet's way out: a Cancel button before the submit button, the two in a row */
  onCancel?: () => void
  /** the submit button's colour: the primary one, or a trade's up or down colour */
  tone?: 'primary' | 'up' | 'down'
}

export function FormFooter({
  block,
  children,
  onSubmit,
  busy = false,
  disabled = false,
  error,
  onCancel,
  tone = 'primary',
}: FormFooterProps) {
  const t = useT()
  const classes = [
    onCancel ? `${block}__button` : '',
    tone === 'primary' ? '' : `app-button--${tone}`,
  ].filter(Boolean)
  const submit = (
    <Button
      className={classes.length > 0 ? classes.join(' ') : undefined}
      type={tone === 'primary' ? 'primary' : undefined}
      loading={busy}
      disabled={disabled}
      // the spinner alone does not stop a second tap from sending the form twice
      onPress={() => {
        if (!busy) onSubmit()
      }}
    >
      {children}
    </Button>
  )
  return (
    <>
      {error ? (
        <View className={`${block}__error`} role='alert'>
          {error}
        </View>
      ) : null}
      {onCancel ? (
        <View className={`${block}__buttons`}>
          <Button className={`${block}__button`} onPress={onCancel}>
            {t('common.cancel')}
          </Button>
          {submit}
        </View>
      ) : (
        submit
      )}
    </>
  )
}
