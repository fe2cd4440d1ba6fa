// Collectibles calls (/bind_box/*): series and their boxes, artists, the market of editions, one
// edition with its auction, buying, bidding, reselling, the user's own. Types are the catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import type { Rarity } from '@common/collectibleRules'
import { bindCalls } from './client'
import { CALLS } from './calls/collectibles'

const api = bindCalls(CALLS)

export type Nft = PayloadOf<'nftDetail'>
export type NftListing = NonNullable<Nft['listing']>
export type BoxSeries = PayloadOf<'nftBoxes'>['data'][number]
export type BoxDetail = PayloadOf<'nftBox'>
export type BoxOpening = PayloadOf<'nftOpenBox'>
export type NftArtist = PayloadOf<'nftArtists'>['data'][number]
export type MyCollection = PayloadOf<'nftMine'>
export type NftWin = PayloadOf<'nftWins'>[number]

export type MarketKind = 'fixed' | 'auction'

export const fetchBoxSeries = (page: number) => api.nftBoxes({ page, limit: 20 })
export const fetchBoxDetail = (id: number) => api.nftBox({ id })
export const fetchArtists = (page: number) => api.nftArtists({ page, limit: 20 })
export const fetchArtist = (uid: string) => api.nftArtist({ uid })
export const fetchMarket = (kind: MarketKind, rarity: Rarity | '', page: number) =>
  api.nftMarket({ kind, ...(rarity ? { rarity } : {}), page, limit: 20 })
export const fetchNft = (code: string) => api.nftDetail({ code })
export const fetchNftBids = (code: string) => api.nftBids({ code })
export const fetchMyCollection = () => api.nftMine({})
export const fetchMyBids = (page: number) => api.nftMyBids({ page, limit: 20 })
export const fetchWins = () => api.nftWins({})
export const readWin = (id: number) => api.nftWinRead({ id })

/** Each write happens once, however often its answer is lost. */
export const buyBlindBox = (id: number, key: string) => api.nftBuyBox({ id }, key)
export const openBlindBox = (code: string, key: string) => api.nftOpenBox({ code }, key)
export const buyNft = (code: string, key: string) => api.nftBuy({ code }, key)
export const bidNft = (code: string, raise: string, key: string) =>
  api.nftBid({ code, price: raise }, key)
export const collectNft = (code: string, on: boolean, key: string) =>
  api.nftCollect({ code, on: on ? '1' : '0' }, key)

export interface ResellInput {
  kind: MarketKind
  price: string
  step: string
  hours: string
}

export const resellNft = (code: string, input: ResellInput, key: string) =>
  api.nftResell(
    input.kind === 'fixed'
      ? { code, kind: 'fixed', price: input.price }
      : { code, kind: 'auction', price: input.price, step: input.step, hours: Number(input.hours) },
    key,
  )
export const cancelResell = (code: string, key: string) => api.nftCancelResell({ code }, key)
