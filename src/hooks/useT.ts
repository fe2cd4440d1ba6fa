import { useSnapshot } from 'valtio'
import { t, translation } from '@/locales'

/** The translate function; reading the active language here re-renders the caller when its
 *  messages change (the first load included). */
export function useT(): typeof t {
  const { active } = useSnapshot(translation)
  void active
  return t
}
