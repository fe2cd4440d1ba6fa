// The wallet address book. Every query carries the session's user id, so nobody reads, changes or
// deletes another user's row (WIRE.md: the family's backends let any user overwrite a row by id).
// An address is checked for its network with the app's own rule before it is stored.
import type { PayloadOf } from '@wire/catalogue'
import { bindableCoin, MAX_ADDRESSES, MAX_LABEL } from '@common/addressBook'
import { addressKey, isWalletAddress } from '@common/walletAddress'
import type { Clock } from '../infra/clock'
import { isUniqueViolation, type Queryable } from '../infra/db/client'
import { newestOfUser, pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'

export type WalletAddress = PayloadOf<'addressSave'>
type Page = PayloadOf<'addressList'>

export interface AddressInput {
  id?: number
  currency: number
  network: string
  address: string
  label: string
  qrcode: string
}

interface Row {
  id: string | number
  currency: number
  network: string
  address: string
  name: string
  qrcode: string
  created_at: Date
}

function toAnswer(row: Row): WalletAddress {
  return {
    id: Number(row.id),
    currency: row.currency,
    currency_name: bindableCoin(row.currency, row.network)?.name ?? '',
    type: row.network,
    address: row.address,
    name: row.name,
    qrcode: row.qrcode,
    create_time: row.created_at.toISOString(),
  }
}

/** The checked input: the coin is bindable, the address is its network's, the label fits. */
function checked(input: AddressInput): AddressInput & { key: string } {
  const coin = bindableCoin(input.currency, input.network)
  if (!coin) throw new AppError('wallet_coin_unsupported')
  if (!isWalletAddress(coin.network, input.address)) {
    throw new AppError('wallet_address_invalid')
  }
  const label = input.label || coin.key
  if ([...label].length > MAX_LABEL) throw new AppError('wallet_label_invalid', { max: MAX_LABEL })
  return { ...input, label, key: addressKey(coin.network, input.address) }
}

/** Adds an address, or changes the user's own entry `id`. */
export async function saveAddress(
  q: Queryable,
  clock: Clock,
  userId: number,
  raw: AddressInput,
): Promise<WalletAddress> {
  const input = checked(raw)
  try {
    const rows =
      input.id !== undefined
        ? await q.query<Row>(
            // a changed address counts as new from now on; a changed label alone does not
            `UPDATE wallet_addresses
                SET currency = $3, network = $4, address = $5, name = $6, qrcode = $7,
                    address_key = $9,
                    created_at = CASE WHEN address_key = $9 AND network = $4 AND currency = $3
                                      THEN created_at ELSE $8 END
              WHERE id = $1 AND user_id = $2
          RETURNING *`,
            [
              input.id,
              userId,
              input.currency,
              input.network,
              input.address,
              input.label,
              input.qrcode,
              clock.now(),
              input.key,
            ],
          )
        : await q.query<Row>(
            // the cap is checked in the same statement, so two requests at once cannot pass it
            `INSERT INTO wallet_addresses
                    (user_id, currency, network, address, address_key, name, qrcode, created_at)
             SELECT $1, $2, $3, $4, $9, $5, $6, $7
              WHERE (SELECT count(*) FROM wallet_addresses WHERE user_id = $1) < $8
          RETURNING *`,
            [
              userId,
              input.currency,
              input.network,
              input.address,
              input.label,
              input.qrcode,
              clock.now(),
              MAX_ADDRESSES,
              input.key,
            ],
          )
    if (rows[0]) return toAnswer(rows[0])
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('wallet_address_exists')
    throw e
  }
  if (input.id !== undefined) throw new AppError('wallet_address_not_found')
  throw new AppError('wallet_address_limit', { max: MAX_ADDRESSES })
}

/** The user's addresses, newest first. */
export async function listAddresses(q: Queryable, userId: number, paging: Paging): Promise<Page> {
  return pagedList(q, paging, newestOfUser('wallet_addresses', userId), toAnswer)
}

/**
 * Deletes the user's entries among `ids`; all or nothing: an id that is not the user's leaves
 * every entry in place, so a stale list never deletes half of what was confirmed.
 */
export async function deleteAddresses(
  q: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)]
  const [{ owned }] = await q.query<{ owned: number }>(
    'SELECT count(*)::int AS owned FROM wallet_addresses WHERE user_id = $1 AND id = ANY($2)',
    [userId, unique],
  )
  if (owned !== unique.length) throw new AppError('wallet_address_not_found')
  await q.query('DELETE FROM wallet_addresses WHERE user_id = $1 AND id = ANY($2)', [
    userId,
    unique,
  ])
}
