// The per-network table (017_networks.sql): which coins travel on which networks, their fees and
// limits, and the platform's deposit addresses. Deposits and withdrawals read their rules here,
// so a fee is always the server's and the two screens never disagree with what is charged.
import { base58check, bech32 } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import type { Network as AddressNetwork } from '@common/addressBook'
import { isWalletAddress } from '@common/walletAddress'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { dec, formatPlain, type Decimal } from '../infra/money/decimal'
import { audit } from '../infra/audit/audit'

export type TransferNetwork = AddressNetwork | 'BANK'

/** Bank card and third-party payments travel off-chain: their switch is bank transfer's row. */
export const OFF_CHAIN = { currencyId: 6, network: 'BANK' } as const

export interface Network {
  currencyId: number
  network: TransferNetwork
  depositEnabled: boolean
  withdrawEnabled: boolean
  /** '' when the operator set none */
  depositAddress: string
  depositMin: Decimal
  withdrawFee: Decimal
  withdrawMin: Decimal
  withdrawMax: Decimal
  memoRequired: boolean
  confirmations: number
}

interface Row {
  currency_id: number
  network: TransferNetwork
  deposit_enabled: boolean
  withdraw_enabled: boolean
  deposit_address: string
  deposit_min: string
  withdraw_fee: string
  withdraw_min: string
  withdraw_max: string
  memo_required: boolean
  confirmations: number
}

const toNetwork = (r: Row): Network => ({
  currencyId: r.currency_id,
  network: r.network,
  depositEnabled: r.deposit_enabled,
  withdrawEnabled: r.withdraw_enabled,
  depositAddress: r.deposit_address,
  depositMin: dec(r.deposit_min),
  withdrawFee: dec(r.withdraw_fee),
  withdrawMin: dec(r.withdraw_min),
  withdrawMax: dec(r.withdraw_max),
  memoRequired: r.memo_required,
  confirmations: r.confirmations,
})

/** The networks of a coin, in the order the app offers them. */
export async function listNetworks(q: Queryable, currencyId: number): Promise<Network[]> {
  const rows = await q.query<Row>(
    'SELECT * FROM networks WHERE currency_id = $1 ORDER BY sort, network',
    [currencyId],
  )
  return rows.map(toNetwork)
}

/**
 * The network `network` of the coin, open for `use`; network_unavailable ("this network is
 * closed") when it does not exist or is closed.
 */
export async function requireNetwork(
  q: Queryable,
  currencyId: number,
  network: string,
  use: 'deposit' | 'withdraw',
): Promise<Network> {
  const found = (await listNetworks(q, currencyId)).find((n) => n.network === network)
  const open = use === 'deposit' ? found?.depositEnabled : found?.withdrawEnabled
  if (!found || !open) throw new AppError('network_unavailable')
  return found
}

export interface DepositAddress {
  address: string
  /** a demo server's address, which belongs to nobody */
  demo: boolean
}

/**
 * Where a deposit on `n` goes: the operator's address; on a demo server without one, a demo
 * address derived from the network's name (valid for its network, owned by nobody, shown as a
 * demo). Undefined when there is none: the network takes no crypto deposits.
 */
export function depositAddressOf(n: Network, demo: boolean): DepositAddress | undefined {
  if (n.network === 'BANK') return undefined
  if (n.depositAddress) return { address: n.depositAddress, demo: false }
  return demo ? { address: demoAddress(n.network), demo: true } : undefined
}

/** 20 bytes nobody holds a key for: a hash of a public phrase. */
function demoAddress(network: AddressNetwork): string {
  const account = sha256(new TextEncoder().encode(`demo deposit address ${network}`)).slice(0, 20)
  switch (network) {
    case 'TRC20':
      return base58check(sha256).encode(new Uint8Array([0x41, ...account]))
    case 'ERC20':
      return `0x${bytesToHex(account)}`
    case 'BTC':
      return bech32.encode('bc', [0, ...bech32.toWords(account)])
  }
}

export interface NetworkChange {
  currencyId: number
  network: TransferNetwork
  depositEnabled?: boolean
  withdrawEnabled?: boolean
  depositAddress?: string
  depositMin?: string
  withdrawFee?: string
  withdrawMin?: string
  withdrawMax?: string
  confirmations?: number
}

/** The operator's change of one network (POST /ops/network), audited; `q` a transaction. */
export async function opsSaveNetwork(
  q: Queryable,
  clock: Clock,
  change: NetworkChange,
): Promise<Network> {
  const current = (await listNetworks(q, change.currencyId)).find(
    (n) => n.network === change.network,
  )
  if (!current) throw new AppError('network_unavailable')
  const address = change.depositAddress?.trim()
  if (address && (current.network === 'BANK' || !isWalletAddress(current.network, address))) {
    throw new AppError('wallet_address_invalid')
  }
  const next = {
    deposit_enabled: change.depositEnabled ?? current.depositEnabled,
    withdraw_enabled: change.withdrawEnabled ?? current.withdrawEnabled,
    deposit_address: address ?? current.depositAddress,
    deposit_min: change.depositMin ?? formatPlain(current.depositMin),
    withdraw_fee: change.withdrawFee ?? formatPlain(current.withdrawFee),
    withdraw_min: change.withdrawMin ?? formatPlain(current.withdrawMin),
    withdraw_max: change.withdrawMax ?? formatPlain(current.withdrawMax),
    confirmations: change.confirmations ?? current.confirmations,
  }
  if (!dec(next.withdraw_min).isPositive() || dec(next.withdraw_min).isZero()) {
    throw new AppError('amount_invalid')
  }
  if (dec(next.withdraw_max).lessThan(next.withdraw_min)) throw new AppError('amount_invalid')
  const [row] = await q.query<Row>(
    `UPDATE networks SET deposit_enabled = $3, withdraw_enabled = $4, deposit_address = $5,
            deposit_min = $6, withdraw_fee = $7, withdraw_min = $8, withdraw_max = $9,
            confirmations = $10, updated_at = $11
      WHERE currency_id = $1 AND network = $2
      RETURNING *`,
    [
      change.currencyId,
      change.network,
      next.deposit_enabled,
      next.withdraw_enabled,
      next.deposit_address,
      next.deposit_min,
      next.withdraw_fee,
      next.withdraw_min,
      next.withdraw_max,
      next.confirmations,
      clock.now(),
    ],
  )
  await audit(q, clock, 'network', `${change.currencyId}/${change.network}`, next)
  return toNetwork(row)
}
