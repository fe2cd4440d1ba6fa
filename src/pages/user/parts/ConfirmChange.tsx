import { Dialog } from '@/components/Dialog'
import { useT } from '@/hooks/useT'

export interface ConfirmChangeProps {
  /** the question; the modal shows while it is set */
  question: string
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before a change that cannot be taken back (a password, a bound number). */
export function ConfirmChange({ question, onConfirm, onCancel }: ConfirmChangeProps) {
  const t = useT()
  return (
    <Dialog
      className='userinfo__confirm'
      isOpened={question !== ''}
      content={question}
      cancelText={t('common.cancel')}
      confirmText={t('profile.confirm')}
      onCancel={onCancel}
      onClose={onCancel}
      onConfirm={onConfirm}
    />
  )
}
