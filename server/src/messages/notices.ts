// Messages the platform writes itself when something is decided about a user's money or their
// identity verification: kept as a template and its values (migration 023) and put into words in
// the reader's language when read, so a user who changes language reads them in the new one. The
// operator's own messages (operatorMessage.ts) have no template and are shown as written.
import type { Lang } from '@wire/lang'
import { round } from '@common/decimal'
import { escapeText } from '@common/richText'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { CATALOGUES, figure, money, t, type MessageKey, type Vars } from '../infra/i18n'
import type { StoredMessage } from './push'

/** Each notice's title and body in the server's catalogues. */
const NOTICES = {
  deposit_credited: { title: 'deposit_credited_title', body: 'deposit_credited_body' },
  deposit_credited_bonus: { title: 'deposit_credited_title', body: 'deposit_credited_bonus_body' },
  deposit_rejected: { title: 'deposit_rejected_title', body: 'deposit_rejected_body' },
  withdraw_paid: { title: 'withdraw_paid_title', body: 'withdraw_paid_body' },
  withdraw_rejected: { title: 'withdraw_rejected_title', body: 'withdraw_rejected_body' },
  kyc_primary_approved: { title: 'kyc_primary_approved_title', body: 'kyc_primary_approved_body' },
  kyc_primary_rejected: { title: 'kyc_primary_rejected_title', body: 'kyc_primary_rejected_body' },
  kyc_advanced_approved: {
    title: 'kyc_advanced_approved_title',
    body: 'kyc_advanced_approved_body',
  },
  kyc_advanced_rejected: {
    title: 'kyc_advanced_rejected_title',
    body: 'kyc_advanced_rejected_body',
  },
  support_reply: { title: 'support_reply_title', body: 'support_reply_body' },
  lever_take_profit: { title: 'lever_take_profit_title', body: 'lever_take_profit_body' },
  lever_stop_loss: { title: 'lever_stop_loss_title', body: 'lever_stop_loss_body' },
  lever_liquidated: { title: 'lever_liquidated_title', body: 'lever_liquidated_body' },
  follow_skipped: { title: 'follow_skipped_title', body: 'follow_skipped_body' },
  follow_statement: { title: 'follow_statement_title', body: 'follow_statement_body' },
  dual_settled: { title: 'dual_settled_title', body: 'dual_settled_body' },
  project_allocated: { title: 'project_allocated_title', body: 'project_allocated_body' },
  loan_call: { title: 'loan_call_title', body: 'loan_call_body' },
  loan_liquidated: { title: 'loan_liquidated_title', body: 'loan_liquidated_body' },
  p2p_new_order: { title: 'p2p_new_order_title', body: 'p2p_new_order_body' },
  p2p_paid: { title: 'p2p_paid_title', body: 'p2p_paid_body' },
  p2p_released: { title: 'p2p_released_title', body: 'p2p_released_body' },
  p2p_cancelled: { title: 'p2p_cancelled_title', body: 'p2p_cancelled_body' },
  p2p_timeout: { title: 'p2p_timeout_title', body: 'p2p_timeout_body' },
  p2p_appealed: { title: 'p2p_appealed_title', body: 'p2p_appealed_body' },
  p2p_released_by_operator: { title: 'p2p_decided_title', body: 'p2p_decided_release_body' },
  p2p_returned_by_operator: { title: 'p2p_decided_title', body: 'p2p_decided_return_body' },
  nft_outbid: { title: 'nft_outbid_title', body: 'nft_outbid_body' },
  nft_won: { title: 'nft_won_title', body: 'nft_won_body' },
  nft_sold: { title: 'nft_sold_title', body: 'nft_sold_body' },
  nft_unsold: { title: 'nft_unsold_title', body: 'nft_unsold_body' },
  nft_box_house_opened: { title: 'nft_box_house_opened_title', body: 'nft_box_house_opened_body' },
  new_login: { title: 'new_login_title', body: 'new_login_body' },
  price_alert_above: { title: 'price_alert_title', body: 'price_alert_above_body' },
  price_alert_below: { title: 'price_alert_title', body: 'price_alert_below_body' },
  price_alert_rise: { title: 'price_alert_title', body: 'price_alert_rise_body' },
  price_alert_fall: { title: 'price_alert_title', body: 'price_alert_fall_body' },
} as const satisfies Record<string, { title: MessageKey; body: MessageKey }>

export type NoticeTemplate = keyof typeof NOTICES
export type NoticeVars = Record<string, string>

export const isNoticeTemplate = (name: unknown): name is NoticeTemplate =>
  typeof name === 'string' && Object.hasOwn(NOTICES, name)

/** The values that are amounts of money: written as the app writes money, in the reader's words. */
const MONEY_VARS: readonly string[] = [
  'amount',
  'bonus',
  'total',
  'payout',
  'seized',
  'returned',
  'debt',
  'fiat_amount',
  'charged',
  'released',
]

/**
 * The values that are prices: stored at the symbol's precision (priceVar), written as the screens
 * write prices, grouped, with the decimals they were stored with.
 */
const PRICE_VARS: readonly string[] = ['price']

/** A price to store in a notice: exactly the symbol's `places` decimals, toward zero. */
export const priceVar = (price: string, places: number): string => round(price, places, 'down')

const storedPlaces = (text: string): number => /\.(\d+)$/.exec(text.trim())?.[1].length ?? 0

/** The values that name a sentence of the catalogue (a reason, a platform): put into the reader's
 *  words too. */
const KEY_VARS: readonly string[] = ['reason', 'platform']
const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(CATALOGUES.en, value)

/** The notice in `lang`: a plain-text title and the body as one escaped HTML paragraph. */
export function noticeText(
  lang: Lang,
  template: NoticeTemplate,
  stored: NoticeVars,
): { title: string; content: string } {
  // stored as plain decimals (rows written before this too): formatted when read
  const vars: Vars = { ...stored }
  for (const name of MONEY_VARS) if (name in stored) vars[name] = money(stored[name])
  for (const name of PRICE_VARS) {
    const price = stored[name]
    if (price !== undefined) vars[name] = figure(price, storedPlaces(price))
  }
  for (const name of KEY_VARS) {
    const key = stored[name]
    if (key !== undefined && isMessageKey(key)) vars[name] = { key }
  }
  return {
    title: t(lang, NOTICES[template].title, vars),
    // the values (an operator's reason, an address) are text: escaped with the sentence
    content: `<p>${escapeText(t(lang, NOTICES[template].body, vars))}</p>`,
  }
}

/**
 * Writes the notice for `userId` in transaction `q`, with its English words beside it; what to
 * push once the transaction has committed (push.ts).
 */
export async function notify(
  q: Queryable,
  clock: Clock,
  userId: number,
  template: NoticeTemplate,
  vars: NoticeVars,
): Promise<StoredMessage> {
  const { title, content } = noticeText('en', template, vars)
  const now = clock.now()
  const [row] = await q.query<{ id: string | number }>(
    `INSERT INTO mail_messages (user_id, title, content, created_at, template, vars)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, title, content, now, template, JSON.stringify(vars)],
  )
  return { userId, data: { id: Number(row.id), title, created_at: now.toISOString() } }
}
