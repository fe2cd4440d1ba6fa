// Collectibles (issue 31 item 1; SPEC §7 /bind_box/*, whose paths they keep). Artists and their
// items, each edition an NFT with one owner. A blind-box series sells one box per edition of its
// items, with its odds and the SHA-256 of its draw seed published before sale and the seed itself
// once every box sold is open, so anyone can replay every draw. Editions sell at a fixed price or at
// auction (bids held, the outbid released, a late bid extending the end), and their owners resell
// them; the platform's fee comes out of what the seller receives (common/collectibleRules.ts).
import { Type } from 'typebox'
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
import {
  BoxDetail,
  BoxOpening,
  BoxSeries,
  Nft,
  NftArtist,
  NftBid,
  NftWin,
  Rarity,
} from './collectibleShapes'

const Code = Text({ maxLength: 40, minLength: 1, description: "an edition's code" })
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
    product: 'collectibles',
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
    response: Nft,
    errors: { code: 'nft_not_found' },
  }),

  nftBuy: call({
    method: 'POST',
    path: '/bind_box/buyNFT',
    summary: 'Buys an edition at its fixed price: the item and the money change hands once',
    auth: true,
    product: 'collectibles',
    idempotent: true,
    body: CodeBody,
    response: Nft,
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
    product: 'collectibles',
    idempotent: true,
    body: Fields({ code: Code, price: Decimal('the raise over the current price') }),
    response: Nft,
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
    response: Nft,
    errors: { price: 'amount_invalid', step: 'amount_invalid' },
  }),

  nftCancelResell: call({
    method: 'POST',
    path: '/bind_box/cancelResell',
    summary: 'Takes your edition off sale (an auction only before its first bid)',
    auth: true,
    idempotent: true,
    body: CodeBody,
    response: Nft,
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
