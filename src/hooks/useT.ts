import { useSnapshot } from 'valtio'
import { t, translation } from '@/locales'

/** The translate function; reading the active language here re-renders the caller when its
 *  messages change (the first load, and the rest of a language's arriving, included). */
export function useT(): typeof t {
  const { active, complete } = useSnapshot(translation)
  void active
  void complete
  return t
}
