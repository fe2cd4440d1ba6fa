// What the app offers the user depends on the profile: the products switched off in the country
// of the certified document. A certification decided meanwhile (or on another device) changes
// them, so a screen built on them reads the profile again each time it comes on screen, and when
// a message is pushed while it is there (a decided certification sends one).
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { UserInfo } from '@wire/user'
import { onMailMessage } from '@/services/realtime'
import { refreshUser } from '@/services/user'
import { session } from '@/stores/session'
import { usePageVisible } from './usePageVisible'

let asked = false

/** One read for every part of a screen that asks in the same turn (a page's show, a push). */
function readAgain(): void {
  if (asked) return
  asked = true
  void Promise.resolve().then(() => {
    asked = false
    return refreshUser()
  })
}

/** The products switched off where the signed-in user is; none for a visitor. */
export function useProductsOff(): readonly UserInfo['products_off'][number][] {
  const { user, token } = useSnapshot(session)
  const visible = usePageVisible()
  useEffect(() => {
    if (!visible || !token) return
    readAgain()
    return onMailMessage(readAgain)
  }, [visible, token])
  return user?.products_off ?? []
}
