// Issue 47 item 4: an exported row names its codes as the screens do (a record's account, part and
// type as the records screen; sides, kinds, statuses and reasons as the orders, positions, deposit
// and withdrawal screens). The server writes them from its own catalogue (export_*); here every
// code's words are held equal to the app's, in every language, so a word changed on one side only
// fails.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from '../../../types/lang'
import { RECORD_TYPES } from '../../../types/recordTypes'
import { t, type MessageKey } from '../../../server/src/infra/i18n'
import {
  ACCOUNT_LABELS,
  PART_LABELS,
  recordTypeKey,
} from '../../../src/pages/user/accountRecord/labels'

const LOCALES = path.join(__dirname, '../../../src/locales')

/** The app's words for `key` ('records.part.available') in `lang`. */
function appWords(lang: string, key: string): unknown {
  const catalogue = JSON.parse(readFileSync(path.join(LOCALES, `${lang}.json`), 'utf8')) as unknown
  return key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], catalogue)
}

/** The other screens' words for the codes an export writes, by the key each screen uses. */
const SCREEN_KEYS: Readonly<Record<string, string>> = {
  // the deposit records (recharge/labels.ts METHOD_KEYS, STATUS_KEYS)
  export_method_crypto: 'deposit.crypto',
  export_method_bank: 'deposit.bankCard',
  export_method_third_party: 'deposit.thirdParty',
  export_deposit_pending: 'deposit.pending',
  export_deposit_approved: 'deposit.approved',
  export_deposit_rejected: 'deposit.rejected',
  // the withdrawal records (withdrawRecord.tsx STATUS_KEYS)
  export_withdraw_pending: 'withdraw.pending',
  export_withdraw_paid: 'withdraw.done',
  export_withdraw_rejected: 'withdraw.rejected',
  // the spot form and orders (SpotOrders.tsx: side, kind, status, END_REASONS)
  export_side_buy: 'spot.buy',
  export_side_sell: 'spot.sell',
  export_kind_limit: 'spot.limit',
  export_kind_market: 'spot.market',
  export_spot_open: 'spot.status.open',
  export_spot_filled: 'spot.status.filled',
  export_end_cancelled: 'spot.ended.cancelled',
  export_end_ioc: 'spot.ended.ioc',
  export_end_market: 'spot.ended.market',
  export_end_self_trade: 'spot.ended.selfTrade',
  // the seconds-trading positions (Orders.tsx direction)
  export_direction_up: 'trade.up',
  export_direction_down: 'trade.down',
  // the leverage form and positions (LeverForm.tsx sides, LeverPositions.tsx REASONS)
  export_side_long: 'lever.long',
  export_side_short: 'lever.short',
  export_close_manual: 'lever.reason.manual',
  export_close_take_profit: 'lever.reason.takeProfit',
  export_close_stop_loss: 'lever.reason.stopLoss',
  export_close_liquidation: 'lever.reason.liquidation',
  export_close_batch: 'lever.reason.batch',
  export_close_trader: 'lever.reason.trader',
}

const pairs: [MessageKey, string][] = [
  ...Object.entries(ACCOUNT_LABELS).map(
    ([code, key]) => [`export_account_${code}` as MessageKey, key] as [MessageKey, string],
  ),
  ...Object.entries(PART_LABELS).map(
    ([code, key]) => [`export_part_${code}` as MessageKey, key] as [MessageKey, string],
  ),
  ...RECORD_TYPES.map(
    (code) => [`export_type_${code}` as MessageKey, recordTypeKey(code)] as [MessageKey, string],
  ),
  ...Object.entries(SCREEN_KEYS).map(
    ([server, app]) => [server as MessageKey, app] as [MessageKey, string],
  ),
]

it.each(LANGS)('names every code in %s as the screens do', (lang) => {
  const differ = pairs.filter(([server, app]) => t(lang, server) !== appWords(lang, app))
  expect(differ).toEqual([])
})
