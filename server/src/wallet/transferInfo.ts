// What the deposit and withdrawal screens are built from: a coin's balance in the asset account,
// its networks from the per-network table, the withdrawal hold, and the deposit addresses.
import type { PayloadOf } from '@wire/catalogue'
import { coinPlaces } from '@common/coins'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { currencyByIdOrCode } from '../infra/money/currencies'
import type { CurrencySpec } from '../market/public'
import { formatAmount, formatPlain } from '../infra/money/decimal'
import { readParts } from '../infra/money/ledger'
import { ASSET_CURRENCY_IDS } from './accounts'
import { withdrawHoldMs, withdrawLock } from './holds'
import { depositAddressOf, listNetworks, type Network } from './networks'

export type WalletInfo = PayloadOf<'walletInfo'>
export type InAddress = PayloadOf<'walletInAddress'>
type NetworkInfo = WalletInfo['networks'][number]

/** A coin that can be deposited and withdrawn, by id or code; currency_not_found otherwise. */
export function assetCurrency(ref: string): CurrencySpec {
  const spec = currencyByIdOrCode(ref)
  if (!spec || !ASSET_CURRENCY_IDS.includes(spec.id)) throw new AppError('currency_not_found')
  return spec
}

export function networkInfo(n: Network): NetworkInfo {
  return {
    type: n.network,
    deposit_enabled: n.depositEnabled,
    withdraw_enabled: n.withdrawEnabled,
    deposit_min: formatPlain(n.depositMin),
    withdraw_fee: formatPlain(n.withdrawFee),
    min_number: formatPlain(n.withdrawMin),
    max_number: formatPlain(n.withdrawMax),
    memo_required: n.memoRequired,
    confirmations: n.confirmations,
  }
}

export interface InfoRequest {
  userId: number
  currency: string
  /** the network to answer min_number and withdraw_fee for; the first open one when '' */
  network: string
  /** the address-book entry chosen: its own 24 h lock counts too */
  addressId?: number
  demo: boolean
}

export async function walletInfo(
  q: Queryable,
  clock: Clock,
  req: InfoRequest,
): Promise<WalletInfo> {
  const spec = assetCurrency(req.currency)
  const networks = await listNetworks(q, spec.id)
  const chosen = req.network
    ? networks.find((n) => n.network === req.network)
    : (networks.find((n) => n.withdrawEnabled) ?? networks[0])
  if (req.network && !chosen) throw new AppError('network_unavailable')
  const parts = await readParts(q, { userId: req.userId, currencyId: spec.id, wallet: 'legal' })
  const hold = await withdrawLock(q, clock, req.userId, withdrawHoldMs(req.demo), req.addressId)
  return {
    currency: spec.id,
    currency_name: spec.code,
    places: coinPlaces(spec.id),
    legal_balance: formatAmount(parts.available),
    lock_legal_balance: formatAmount(parts.frozen),
    type: chosen?.network ?? '',
    min_number: chosen ? formatPlain(chosen.withdrawMin) : '0',
    withdraw_fee: chosen ? formatPlain(chosen.withdrawFee) : '0',
    withdraw_unlock_at: hold ? hold.until.getTime() : 0,
    networks: networks.map(networkInfo),
  }
}

/** The deposit address of every network of the coin that takes deposits. */
export async function inAddress(q: Queryable, currency: string, demo: boolean): Promise<InAddress> {
  const spec = assetCurrency(currency)
  const answer: InAddress = { currency: spec.id, currency_name: spec.code, list: [] }
  for (const n of await listNetworks(q, spec.id)) {
    const to = n.depositEnabled ? depositAddressOf(n, demo) : undefined
    if (!to) continue
    // WIRE.md: USDT answers { erc20, trc20 }; the list carries what the screen needs besides
    answer[n.network.toLowerCase() as 'trc20' | 'erc20' | 'btc'] = to.address
    answer.list.push({
      type: n.network,
      address: to.address,
      memo_required: n.memoRequired,
      confirmations: n.confirmations,
      deposit_min: formatPlain(n.depositMin),
      demo: to.demo,
    })
  }
  return answer
}
