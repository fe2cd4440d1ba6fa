import { base58check, bech32 } from '@scure/base'
import { sha256 } from '@noble/hashes/sha2'
import { BINDABLE_COINS, bindableCoin, type Network } from '@common/addressBook'
import { isWalletAddress } from '@common/walletAddress'

/** Every one-character substitution at `at` that stays in the alphabet of the address's shape. */
function typos(address: string, alphabet: string, positions: readonly number[]): string[] {
  return positions.flatMap((at) =>
    [...alphabet]
      .filter((c) => c !== address[at])
      .map((c) => address.slice(0, at) + c + address.slice(at + 1)),
  )
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

const valid: Record<Network, string[]> = {
  TRC20: [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // the USDT contract on TRON
    base58check(sha256).encode(Uint8Array.from([0x41, ...new Array<number>(20).fill(7)])),
  ],
  ERC20: [
    // EIP-55's own examples: mixed case with its checksum, all capitals, all lower case
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0xde709f2102306220921060314715629080e2fb77',
  ],
  BTC: [
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // P2WPKH, bech32
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // BIP 173, capitals
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // taproot, bech32m
  ],
}

describe('wallet addresses, checked for their network (issue 11)', () => {
  it.each(Object.entries(valid).flatMap(([n, list]) => list.map((a) => [n, a])))(
    'takes a valid %s address: %s',
    (network, address) => {
      expect(isWalletAddress(network as Network, address)).toBe(true)
    },
  )

  it('refuses an address of another network', () => {
    expect(isWalletAddress('ERC20', valid.TRC20[0])).toBe(false)
    expect(isWalletAddress('TRC20', valid.ERC20[0])).toBe(false)
    expect(isWalletAddress('BTC', valid.ERC20[0])).toBe(false)
    expect(isWalletAddress('TRC20', valid.BTC[0])).toBe(false)
  })

  it('refuses every one-character typo where the network has a checksum', () => {
    const tron = typos(valid.TRC20[0], B58, [1, 10, 20, 33])
    const legacy = typos(valid.BTC[0], B58, [1, 15, 33])
    const p2sh = typos(valid.BTC[1], B58, [2, 20, 33])
    const segwit = typos(valid.BTC[2], BECH, [4, 20, 41])
    const taproot = typos(valid.BTC[5], BECH, [5, 30, 61])
    expect(tron.filter((a) => isWalletAddress('TRC20', a))).toEqual([])
    expect(
      [...legacy, ...p2sh, ...segwit, ...taproot].filter((a) => isWalletAddress('BTC', a)),
    ).toEqual([])
  })

  it('refuses an EIP-55 address with one letter in the wrong case', () => {
    const address = valid.ERC20[0] // 0x5aAeb6...
    const flipped = address.slice(0, 3) + address[3].toUpperCase() + address.slice(4)
    expect(flipped).not.toBe(address)
    expect(isWalletAddress('ERC20', flipped)).toBe(false)
  })

  it('refuses shapes that are not addresses', () => {
    const bad: [Network, string][] = [
      ['TRC20', ''],
      ['TRC20', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'], // one short
      [
        'TRC20',
        base58check(sha256).encode(Uint8Array.from([0x42, ...new Array<number>(20).fill(7)])),
      ], // wrong prefix byte
      ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'], // 39 digits
      ['ERC20', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], // no 0x
      ['ERC20', '0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      ['BTC', bech32.encode('tb', [0, ...bech32.toWords(new Uint8Array(20).fill(9))])], // testnet
      ['BTC', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'], // mixed case
      // BIP 350: a v1 program with a bech32 (not bech32m) checksum
      ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
      ['BTC', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'], // testnet P2PKH
      ['BTC', '<script>alert(1)</script>'],
    ]
    for (const [network, address] of bad)
      expect([network, address, isWalletAddress(network, address)]).toEqual([
        network,
        address,
        false,
      ])
  })

  it('offers the spec’s five choices and maps a coin id and network to one of them', () => {
    expect(BINDABLE_COINS.map((c) => c.key)).toEqual([
      'USDT-TRC20',
      'USDT-ERC20',
      'ETH',
      'BTC',
      'USDC',
    ])
    expect(bindableCoin(3, 'TRC20')?.key).toBe('USDT-TRC20')
    expect(bindableCoin(1, 'ERC20')).toBeUndefined()
  })
})
