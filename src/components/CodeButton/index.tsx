import { useState } from 'react'
import { Pressable } from '../Pressable'
import { useT } from '@/hooks/useT'
import { useCountdown } from '@/hooks/useCountdown'
import { toast } from '@/services/toast'
import './index.scss'

/** SPEC §9: code resend countdown. */
export const RESEND_SECONDS = 60

export interface CodeButtonProps {
  /** sends the code; resolves when the server accepted it, rejects (already shown) otherwise */
  onSend: () => Promise<void>
}

/** "Send code", then a countdown during which another tap only asks the user to wait. */
export function CodeButton({ onSend }: CodeButtonProps) {
  const t = useT()
  const { left, start } = useCountdown()
  const [sending, setSending] = useState(false)

  const tap = async () => {
    if (left > 0) {
      toast(t('auth.waitCountdown'))
      return
    }
    if (sending) return
    setSending(true)
    try {
      await onSend()
      start(RESEND_SECONDS)
      toast(t('auth.codeSent'), 'success')
    } catch {
      // the caller has shown why
    } finally {
      setSending(false)
    }
  }

  return (
    <Pressable
      className={`code-button${left > 0 || sending ? ' code-button--waiting' : ''}`}
      onPress={() => void tap()}
    >
      {left > 0 ? t('auth.resendIn', { s: left }) : t('auth.sendCode')}
    </Pressable>
  )
}
