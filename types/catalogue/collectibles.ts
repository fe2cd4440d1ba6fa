// Collectibles (issue 31 item 1; SPEC §7 /bind_box/*, whose paths they keep). Artists and their
// items, each edition an NFT with one owner. A blind-box series sells one box per edition of its
// items, with its odds and the SHA-256 of its draw seed published before sale and the seed itself
// once every box sold is open, so anyone can replay every draw. Editions sell at a fixed price or at
// auction (bids held, the outbid released, a late bid extending the end), and their owners resell
// them; the platform's fee comes out of what the seller receives (common/collectibleRules.ts).
import { Type, type Static } from 'typebox'
import { RARITIES } from '@common/collectibleRules'
import {
  call,
  Decimal,
  DecimalOut,
  Fields,
  Id,
  Nullable,
  OneOf,
  Paged,
  Paging,
  Text,
  Time,
} from './common'

const Rarity = OneOf(RARITIES)
const Who = Type.Union([Type.Literal('house'), Type.Literal('you'), Type.Literal('other')], {
  description: 'the platform, the signed-in user, or another user (never named)',
})
const Code = Text({ maxLength: 40, minLength: 1, description: "an edition's code" })

export const NftArtist = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  avatar: Type.String({ description: "an image address, '' for none" }),
  bio: Type.String(),
  works: Type.Integer({ description: 'items' }),
  series: Type.Integer({ description: 'blind-box series' }),
})

export const NftListing = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('fixed'), Type.Literal('auction')]),
  seller: Who,
  price: DecimalOut('fixed: the price; auction: the starting price'),
  step: Nullable(DecimalOut('auction: the least raise over the leading bid')),
  top_bid: Nullable(DecimalOut()),
  leading: Type.Boolean({ description: 'the signed-in user holds the leading bid' }),
  bids: Type.Integer(),
  min_bid: Nullable(DecimalOut('auction: the least the next bid may be')),
  ends_at: Nullable(Type.String({ description: 'auction: ISO time, later after a late bid' })),
  fee_percent: DecimalOut("the platform's fee, % of the price, out of what the seller receives"),
})

export const Nft = Type.Object({
  code: Type.String(),
  item_id: Type.Integer(),
  name: Type.String(),
  image: Type.String({ description: "an image address, '' for none" }),
  description: Type.String(),
  rarity: Rarity,
  edition: Type.Integer(),
  editions: Type.Integer(),
  artist: Type.Object({ uid: Type.String(), name: Type.String() }),
  series_id: Nullable(Type.Integer()),
  owner: Who,
  collects: Type.Integer({ description: 'users who collected (favourited) it' }),
  collected: Type.Boolean(),
  listing: Nullable(NftListing),
})
export type Nft = Static<typeof Nft>

const Odds = Type.Object({
  rarity: Rarity,
  boxes: Type.Integer({ description: 'editions of this rarity in the series' }),
  percent: DecimalOut('published: boxes / all boxes x 100'),
  left: Type.Integer({ description: 'not drawn yet' }),
})

export const BoxSeries = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  artist: Type.Object({ uid: Type.String(), name: Type.String() }),
  price: DecimalOut('USDT a box'),
  currency_name: Type.Literal('USDT'),
  total: Type.Integer({ description: 'boxes: one per edition of its items' }),
  sold: Type.Integer(),
  opened: Type.Integer(),
  sale_start: Type.String(),
  sale_end: Type.String(),
  open_until: Type.String({ description: 'boxes still closed then are opened by the house' }),
  state: Type.Union([Type.Literal(2), Type.Literal(1), Type.Literal(0)], {
    description: '2 not on sale yet, 1 on sale, 0 sale ended',
  }),
  seed_hash: Type.String({ description: 'SHA-256 of the draw seed, published before sale' }),
  seed: Nullable(Type.String({ description: 'the draw seed, once every box sold is open' })),
  odds: Type.Array(Odds),
})
export type BoxSeries = Static<typeof BoxSeries>

export const BoxDetail = Type.Object({
  ...BoxSeries.properties,
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      image: Type.String(),
      rarity: Rarity,
      editions: Type.Integer(),
      left: Type.Integer({ description: 'editions not drawn yet' }),
    }),
  ),
  openings: Nullable(
    Type.Array(
      Type.Object({
        seq: Type.Integer(),
        box_code: Type.String(),
        client_seed: Type.String(),
        nft_code: Type.String(),
        by_house: Type.Boolean(),
      }),
      { description: 'once the seed is revealed: every opening in order, to replay the draws' },
    ),
  ),
  my_boxes: Type.Array(Type.String({ description: "the signed-in user's closed boxes" })),
})

export const BoxOpening = Type.Object({
  box_code: Type.String(),
  seq: Type.Integer({ description: "this series' n-th opening" }),
  client_seed: Type.String(),
  nft: Nft,
})

export const NftBid = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  amount: DecimalOut(),
  mine: Type.Boolean(),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 leading (held), 2 outbid (released), 3 won (paid)',
  }),
  ends_at: Type.String({ description: "the auction's end once this bid was made" }),
  created_at: Type.String(),
})

export const NftWin = Type.Object({
  id: Type.Integer({ description: 'the auction (listing) id' }),
  nft: Nft,
  price: DecimalOut('paid from the held bid when the auction ended'),
  read: Type.Boolean(),
  closed_at: Type.String(),
})

const NftAnswer = Nft
const CodeBody = Fields({ code: Code })

export const collectibles = {
  nftBoxes: call({
    method: 'GET',
    path: '/bind_box/getBoxList',
    summary: 'Blind-box series with their odds, newest first',
    auth: false,
    query: Fields({ ...Paging(20, 50) }),
    response: Paged(BoxSeries),
  }),

  nftBox: call({
    method: 'GET',
    path: '/bind_box/getBoxDetail',
    summary: 'A series: odds, items left, the seed hash (the seed and every opening once revealed)',
    auth: false,
    query: Fields({ id: Id() }),
    response: BoxDetail,
    errors: { id: 'nft_series_not_found' },
  }),

  nftBuyBox: call({
    method: 'POST',
    path: '/bind_box/buyBox',
    summary: 'Buys one closed box of a series, paid from the asset USDT account',
    auth: true,
    idempotent: true,
    body: Fields({ id: Id() }),
    response: Type.Object({ box_code: Type.String(), series_id: Type.Integer() }),
    errors: { id: 'nft_series_not_found' },
  }),

  nftOpenBox: call({
    method: 'POST',
    path: '/bind_box/openBlindBox',
    summary: 'Opens one of your boxes: draws from what is left, once',
    auth: true,
    idempotent: true,
    body: Fields({
      code: Code,
      client_seed: Type.Optional(
        Text({ maxLength: 64, description: 'mixed into the draw; the app draws one if absent' }),
      ),
    }),
    response: BoxOpening,
  }),

  nftArtists: call({
    method: 'GET',
    path: '/bind_box/getArtist',
    summary: 'Artists',
    auth: false,
    query: Fields({ ...Paging(20, 50) }),
    response: Paged(NftArtist),
  }),

  nftArtist: call({
    method: 'GET',
    path: '/bind_box/getArtistDetail',
    summary: 'An artist with their editions on the market and their series',
    auth: false,
    query: Fields({ uid: Text({ maxLength: 32, minLength: 1 }) }),
    response: Type.Object({
      artist: NftArtist,
      series: Type.Array(BoxSeries),
      works: Type.Array(Nft),
    }),
    errors: { uid: 'nft_artist_not_found' },
  }),

  nftCollect: call({
    method: 'POST',
    path: '/bind_box/collect',
    summary: 'Collects (favourites) an edition, or uncollects it',
    auth: true,
    idempotent: true,
    body: Fields({
      code: Code,
      on: Type.Optional(OneOf(['0', '1'], '1 collect (default), 0 not')),
    }),
    response: Type.Object({
      code: Type.String(),
      collected: Type.Boolean(),
      collects: Type.Integer(),
    }),
    errors: { code: 'nft_not_found' },
  }),

  nftCurrency: call({
    method: 'GET',
    path: '/bind_box/getNftCurrency',
    summary: 'The coin collectibles trade in, your balance of it, the fee and the auction rules',
    auth: true,
    response: Type.Object({
      currency_id: Type.Integer(),
      currency_name: Type.Literal('USDT'),
      available: DecimalOut(),
      frozen: DecimalOut('held by your leading bids and other holds'),
      fee_percent: DecimalOut(),
      anti_snipe_minutes: Type.Integer(),
    }),
  }),

  nftMarket: call({
    method: 'GET',
    path: '/bind_box/getCollection',
    summary: 'Editions for sale: at a fixed price or at auction, rarest first then newest',
    auth: false,
    query: Fields({
      kind: Type.Optional(OneOf(['fixed', 'auction'])),
      rarity: Type.Optional(Rarity),
      ...Paging(20, 50),
    }),
    response: Paged(Nft),
  }),

  nftDetail: call({
    method: 'GET',
    path: '/bind_box/getNft',
    summary: 'One edition with its listing',
    auth: false,
    query: Fields({ code: Code }),
    response: NftAnswer,
    errors: { code: 'nft_not_found' },
  }),

  nftBuy: call({
    method: 'POST',
    path: '/bind_box/buyNFT',
    summary: 'Buys an edition at its fixed price: the item and the money change hands once',
    auth: true,
    idempotent: true,
    body: CodeBody,
    response: NftAnswer,
  }),

  nftBidTerms: call({
    method: 'POST',
    path: '/bind_box/marginNFT',
    summary: 'What a bid on an auction holds (its margin is the whole bid) and the least it may be',
    auth: true,
    body: CodeBody,
    response: Type.Object({
      code: Type.String(),
      current: DecimalOut('the leading bid, or the starting price before any'),
      min_raise: DecimalOut('0 for the first bid, the step after'),
      min_bid: DecimalOut(),
      your_bid: Nullable(DecimalOut('held while you lead')),
      available: DecimalOut(),
      ends_at: Type.String(),
      fee_percent: DecimalOut(),
    }),
  }),

  nftBid: call({
    method: 'POST',
    path: '/bind_box/auctionNFT',
    summary:
      'Bids the current price plus `price`: held until outbid or won; late bids extend the end',
    auth: true,
    idempotent: true,
    body: Fields({ code: Code, price: Decimal('the raise over the current price') }),
    response: NftAnswer,
  }),

  nftBids: call({
    method: 'POST',
    path: '/bind_box/getBindBoxQuotationLog',
    summary: "The bids on an edition's current (or last) auction, newest first",
    auth: false,
    body: CodeBody,
    response: Type.Array(NftBid),
  }),

  nftMine: call({
    method: 'POST',
    path: '/bind_box/getMyNFTs',
    summary: 'Your editions and your closed boxes',
    auth: true,
    body: Fields({}),
    response: Type.Object({
      nfts: Type.Array(Nft),
      boxes: Type.Array(
        Type.Object({
          code: Type.String(),
          series_id: Type.Integer(),
          series_name: Type.String(),
          bought_at: Type.String(),
          open_until: Type.String(),
        }),
      ),
    }),
  }),

  nftMyBids: call({
    method: 'POST',
    path: '/bind_box/getMyBindBoxQuotationLog',
    summary: 'Your bids, newest first',
    auth: true,
    body: Fields({ ...Paging(20, 50) }),
    response: Paged(NftBid),
  }),

  nftResell: call({
    method: 'POST',
    path: '/bind_box/resellNFT',
    summary: 'Puts one of your editions up for sale at a fixed price, or at auction',
    auth: true,
    idempotent: true,
    body: Fields({
      code: Code,
      kind: OneOf(['fixed', 'auction']),
      price: Decimal('fixed: the price; auction: the starting price'),
      step: Type.Optional(Decimal('auction: the least raise')),
      hours: Type.Optional(Id('auction: how long it runs, 1 to 168')),
    }),
    response: NftAnswer,
    errors: { price: 'amount_invalid', step: 'amount_invalid' },
  }),

  nftCancelResell: call({
    method: 'POST',
    path: '/bind_box/cancelResell',
    summary: 'Takes your edition off sale (an auction only before its first bid)',
    auth: true,
    idempotent: true,
    body: CodeBody,
    response: NftAnswer,
  }),

  nftWins: call({
    method: 'POST',
    path: '/bind_box/getNeedPayNFTOrder',
    summary:
      'Auctions you won: each already paid from your held bid when it ended, unread results first',
    auth: true,
    body: Fields({}),
    response: Type.Array(NftWin),
  }),

  nftWinRead: call({
    method: 'POST',
    path: '/bind_box/readNFTOrderMessage',
    summary: "Marks a won auction's result as read",
    auth: true,
    body: Fields({ id: Id() }),
    response: NftWin,
  }),
} as const

export const opsCollectibles = {
  opsNftArtist: call({
    method: 'POST',
    path: '/nft/artist',
    mount: '/ops',
    summary: 'Adds an artist, or updates one by uid (audited)',
    auth: false,
    operator: true,
    body: Fields({
      uid: Text({ maxLength: 32, minLength: 2 }),
      name: Text({ maxLength: 60, minLength: 1 }),
      avatar: Type.Optional(Text({ maxLength: 500 })),
      bio: Type.Optional(Text({ maxLength: 2000, multiline: true })),
    }),
    response: NftArtist,
  }),

  opsNftSeries: call({
    method: 'POST',
    path: '/nft/series',
    mount: '/ops',
    summary: 'A blind-box series with its items; its odds and seed hash are fixed now (audited)',
    auth: false,
    operator: true,
    body: Fields({
      artist: Text({ maxLength: 32, minLength: 2, description: "the artist's uid" }),
      name: Text({ maxLength: 60, minLength: 1 }),
      description: Type.Optional(Text({ maxLength: 2000, multiline: true })),
      cover: Type.Optional(Text({ maxLength: 500 })),
      price: Decimal('USDT a box'),
      sale_start: Time('unix seconds'),
      sale_end: Time('unix seconds'),
      items: Text({
        maxLength: 50000,
        description:
          'JSON: [{ name, rarity, editions, image?, description? }], 1 to 50 items; a box per edition',
      }),
    }),
    response: BoxSeries,
  }),

  opsNftItem: call({
    method: 'POST',
    path: '/nft/item',
    mount: '/ops',
    summary: "An item sold on its own: its editions the house's, each listed at `price` if given",
    auth: false,
    operator: true,
    body: Fields({
      artist: Text({ maxLength: 32, minLength: 2 }),
      name: Text({ maxLength: 60, minLength: 1 }),
      rarity: Rarity,
      editions: Id(),
      image: Type.Optional(Text({ maxLength: 500 })),
      description: Type.Optional(Text({ maxLength: 2000, multiline: true })),
      price: Type.Optional(Decimal('each edition listed at this fixed price')),
    }),
    response: Type.Array(Nft),
  }),

  opsNftAuction: call({
    method: 'POST',
    path: '/nft/auction',
    mount: '/ops',
    summary: "Auctions one of the house's editions (audited)",
    auth: false,
    operator: true,
    body: Fields({
      code: Code,
      price: Decimal('the starting price'),
      step: Decimal('the least raise'),
      hours: Id('1 to 168'),
    }),
    response: Nft,
  }),
} as const
