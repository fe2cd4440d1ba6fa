// The shapes collectibles' calls answer with (collectibles.ts): artists, an edition and its
// listing, a blind-box series with its odds, an opening, a bid, a won auction. Another user is
// never named: an owner or a seller reads "house", "you" or "other".
import { Type, type Static } from 'typebox'
import { RARITIES } from '@common/collectibleRules'
import { DecimalOut, Nullable, OneOf } from './common'

export const Rarity = OneOf(RARITIES)
const Who = Type.Union([Type.Literal('house'), Type.Literal('you'), Type.Literal('other')], {
  description: 'the platform, the signed-in user, or another user (never named)',
})

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
