// Whether an address belongs to its network. One rule for the app (it says so as the user types)
// and the server (it refuses what the rule refuses): a mistyped character sends money nowhere, so
// each network's own checksum is checked, not just its shape.
import { base58check, bech32, bech32m } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'
import { keccak_256 } from '@noble/hashes/sha3'
import type { Network } from './addressBook'

const checked58 = base58check(sha256)

function decodes58(address: string): Uint8Array | undefined {
  try {
    return checked58.decode(address)
  } catch {
    return undefined
  }
}

/** TRON: base58check of 0x41 and a 20-byte account. */
function isTronAddress(address: string): boolean {
  const bytes = /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address) ? decodes58(address) : undefined
  return bytes !== undefined && bytes.length === 21 && bytes[0] === 0x41
}

/** Ethereum: 0x and 40 hex digits; in mixed case the EIP-55 checksum must hold. */
function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()))
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf
    const upper = hex[i] !== hex[i].toLowerCase()
    if (/[a-f]/i.test(hex[i]) && upper !== nibble >= 8) return false
  }
  return true
}

/**
 * Bitcoin main network: legacy (P2PKH, version 0) and P2SH (version 5) in base58check; segwit v0
 * in bech32 (20 or 32 bytes); taproot and later versions in bech32m (BIP 350).
 */
function isBitcoinAddress(address: string): boolean {
  if (/^[13]/.test(address)) {
    const bytes = decodes58(address)
    return bytes !== undefined && bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05)
  }
  // one case throughout, as BIP 173 requires
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false
  const lower = address.toLowerCase()
  if (!lower.startsWith('bc1')) return false
  const version = bech32Version(lower)
  if (version === undefined) return false
  try {
    const decoded = (version === 0 ? bech32 : bech32m).decode(lower as `${string}1${string}`)
    if (decoded.prefix !== 'bc') return false
    const program = bech32.fromWords(decoded.words.slice(1))
    if (version === 0) return program.length === 20 || program.length === 32
    return program.length >= 2 && program.length <= 40 && (version !== 1 || program.length === 32)
  } catch {
    return false
  }
}

const BECH32_CHARS = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/** The witness version: the first data character after "bc1". */
function bech32Version(address: string): number | undefined {
  const v = BECH32_CHARS.indexOf(address[3] ?? '')
  return v >= 0 && v <= 16 ? v : undefined
}

/** Whether `address` is a valid address on `network` (surrounding spaces are not trimmed here). */
export function isWalletAddress(network: Network, address: string): boolean {
  if (address.length > 100) return false
  switch (network) {
    case 'TRC20':
      return isTronAddress(address)
    case 'ERC20':
      return isEthereumAddress(address)
    case 'BTC':
      return isBitcoinAddress(address)
  }
}

/**
 * One spelling per address, for telling two entries apart: Ethereum's checksum is only letter
 * case, and bech32 is the same address in either case. Base58 (TRON, legacy BTC) is case-exact.
 */
export function addressKey(network: Network, address: string): string {
  return network === 'ERC20' || /^bc1/i.test(address) ? address.toLowerCase() : address
}
