// The signed-in user's unread internal messages, for the badges on Home's bell and the my page.
// Loaded when those pages show, raised by the socket's mail_message push, lowered when the user
// opens an unread message; loaded again whenever the socket joins the user's room, since a
// message sent before the join (or while disconnected) was pushed to nobody.
import { proxy } from 'valtio'
import { fetchUnreadCount } from '@/services/api/messages'
import { onJoined, onMailMessage } from '@/services/realtime'
import { session } from './session'

export interface InboxState {
  unread: number
}

export const inbox = proxy<InboxState>({ unread: 0 })

/** A badge shows at most two digits: more than 99 reads "99+"; none shows no badge (''). */
export const MAX_BADGE = 99
export function badgeText(count: number): string {
  if (count <= 0) return ''
  return count > MAX_BADGE ? `${MAX_BADGE}+` : String(count)
}

let following = false

function follow(): void {
  if (following) return
  following = true
  onMailMessage(() => {
    if (session.token) inbox.unread += 1
  })
  onJoined(() => void loadUnread())
}

/** Asks the server; signed out, there is nothing to count. A failure keeps the last count. */
export async function loadUnread(): Promise<void> {
  follow()
  if (!session.token) {
    inbox.unread = 0
    return
  }
  try {
    inbox.unread = await fetchUnreadCount()
  } catch {
    // the badge is a hint: the next show asks again
  }
}

/** The user opened a message the list showed as unread. */
export function messageOpened(): void {
  inbox.unread = Math.max(0, inbox.unread - 1)
}

/** Signing out: the next user starts with no count. */
export function clearInbox(): void {
  inbox.unread = 0
}
