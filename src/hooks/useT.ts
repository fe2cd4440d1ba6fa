import { useSnapshot } from 'valtio'
import { t } from '@/locales'
import { session } from '@/stores/session'

/** The translate function; reading the language here re-renders the caller when it changes. */
export function useT(): typeof t {
  const { lang } = useSnapshot(session)
  void lang
  return t
}
