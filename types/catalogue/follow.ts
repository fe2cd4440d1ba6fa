// Copy-trading (issue 28; WIRE "Pinned for the catalogue areas", Copy-trading). A follower's copies
// are their own leverage positions (LeverPosition, `copy_of` set), opened at the follower's own
// price when the trader's position opens and closed when it closes. Every figure of a trader is
// computed from their real positions; profit is after fees.
import { Type, type Static } from 'typebox'
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
} from './common'
import { LeverPosition } from './lever'

export const FOLLOW_LIMITS = {
  /** a ratio follow copies at most 5 x the trader's shares */
  maxRatio: '5',
  /** a lots follow copies at most 5 shares */
  maxLots: 5,
  /** traders followed at once */
  maxTraders: 2,
} as const

export const FOLLOW_SKIP_REASONS = ['funds', 'cap', 'size', 'stops', 'closed'] as const
export type FollowSkipReason = (typeof FOLLOW_SKIP_REASONS)[number]

/** 0 open positions shown, 1 shown an hour after they opened, 2 hidden */
const OpenView = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])

export const Trader = Type.Object({
  trader_user_id: Type.Integer(),
  nickname: Type.String(),
  followers: Type.Integer({ description: 'users following now' }),
  win_rate: Nullable(DecimalOut('% of closed positions with a profit after fees; null before any')),
  trades: Type.Integer({ description: 'closed positions' }),
  profit_30d: DecimalOut('realised in the last 30 days, after fees, quote currency'),
  profit_total: DecimalOut('realised since becoming a trader, after fees'),
  max_drawdown: DecimalOut('largest fall of the cumulative realised profit from a peak'),
  share_ratio: DecimalOut("% of a follower's weekly profit above their high-water mark"),
  accepting: Type.Boolean({ description: 'takes new followers' }),
  followed: Type.Boolean({ description: 'the signed-in user follows them' }),
})
export type Trader = Static<typeof Trader>

export const TraderTrade = Type.Object({
  id: Type.Integer({ description: "the trader's position (transaction_id)" }),
  symbol: Type.String(),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  multiple: Type.Integer(),
  share: Type.Integer(),
  price: DecimalOut('opened at'),
  close_price: Nullable(DecimalOut()),
  profit: Nullable(DecimalOut('realised after fees; null while open')),
  open_time: Type.String(),
  close_time: Nullable(Type.String()),
})
export type TraderTrade = Static<typeof TraderTrade>

export const TraderDetail = Type.Object({
  trader: Trader,
  avatar: Nullable(Type.String({ description: 'a signed /upload/view address, short-lived' })),
  since: Type.String({ description: 'trader since (ISO time)' }),
  open_view: OpenView,
  curve: Type.Array(
    Type.Object({ day: Type.String(), profit: DecimalOut('cumulative realised at its end') }),
    { description: 'the last 90 business days with a closed position' },
  ),
  open: Type.Array(TraderTrade, { description: 'open positions others may see now' }),
})
export type TraderDetail = Static<typeof TraderDetail>

export const Follow = Type.Object({
  id: Type.Integer(),
  trader_user_id: Type.Integer(),
  nickname: Type.String(),
  type: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 ratio, 2 lots' }),
  number: DecimalOut(),
  cap: DecimalOut('the most margin its open copies may hold'),
  share_ratio: DecimalOut('% agreed when following'),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 following, 0 ended' }),
  margin_used: DecimalOut('margin its open copies hold now'),
  open_copies: Type.Integer(),
  realised: DecimalOut('realised by its closed copies, after fees'),
  create_time: Type.String(),
  cancel_time: Nullable(Type.String()),
})
export type Follow = Static<typeof Follow>

export const FollowSkip = Type.Object({
  follow_id: Type.Integer(),
  trader_user_id: Type.Integer(),
  position_id: Type.Integer({ description: "the trader's position not copied" }),
  symbol: Type.String(),
  reason: OneOf(FOLLOW_SKIP_REASONS),
  time: Type.String(),
})
export type FollowSkip = Static<typeof FollowSkip>

export const FollowStatement = Type.Object({
  id: Type.Integer(),
  trader_user_id: Type.Integer(),
  nickname: Type.String(),
  week_start: Type.String({ description: 'the business week, Monday' }),
  realised: DecimalOut("the week's realised profit on the trader's copies, after fees"),
  cumulative: DecimalOut(),
  high_water_before: DecimalOut(),
  high_water_after: DecimalOut(),
  share_ratio: DecimalOut('%'),
  due: DecimalOut('share of the profit above the mark, plus what an earlier week still owed'),
  paid: DecimalOut('moved to the trader'),
  time: Type.String(),
})
export type FollowStatement = Static<typeof FollowStatement>

export const FollowMine = Type.Object({
  follows: Type.Array(Follow, { description: 'live follows, then the ended ones, newest first' }),
  copies: Type.Array(Type.Object({ follow_id: Type.Integer(), position: LeverPosition }), {
    description: 'open copies, then the latest closed ones',
  }),
  skipped: Type.Array(FollowSkip, { description: 'the latest positions not copied, and why' }),
  statements: Type.Array(FollowStatement, { description: 'the latest weekly statements' }),
  trader: Nullable(
    Type.Object(
      {
        accepting: Type.Boolean(),
        open_view: OpenView,
        share_ratio: DecimalOut('%'),
      },
      { description: 'set when the user is a trader' },
    ),
  ),
})
export type FollowMine = Static<typeof FollowMine>

export const follow = {
  followIndex: call({
    method: 'GET',
    path: '/follow/index',
    summary: 'The traders one may follow, by realised profit, win rate or followers',
    auth: true,
    query: Fields({
      sort: Type.Optional(OneOf(['profit', 'win_rate', 'followers'])),
      ...Paging(20, 50),
    }),
    response: Paged(Trader),
  }),

  followFollow: call({
    method: 'POST',
    path: '/follow/follow',
    summary: "Follow a trader: copy each position they open, at the follower's own price",
    auth: true,
    product: 'follow',
    idempotent: true,
    body: Fields({
      trader_user_id: Id(),
      type: OneOf(['1', '2'], '1 ratio, 2 lots'),
      number: Decimal('ratio up to 5, or whole lots up to 5'),
      cap: Decimal('the most margin the copies may hold together'),
    }),
    response: Follow,
    errors: {
      trader_user_id: 'follow_trader_not_found',
      type: 'follow_type_invalid',
      number: 'follow_number_invalid',
      cap: 'follow_cap_invalid',
    },
  }),

  followCancel: call({
    method: 'POST',
    path: '/follow/cancel',
    summary: 'Stop following a trader; open copies stay open until they or the trader close',
    auth: true,
    idempotent: true,
    body: Fields({ follow_user_id: Id('the trader') }),
    response: Follow,
    errors: { follow_user_id: 'follow_not_found' },
  }),

  followTraderDetail: call({
    method: 'GET',
    path: '/follow/traderDetail',
    summary: "A trader's profile, profit curve and the open positions they show",
    auth: true,
    query: Fields({ trader_user_id: Id() }),
    response: TraderDetail,
    errors: { trader_user_id: 'follow_trader_not_found' },
  }),

  followHistoryTrade: call({
    method: 'GET',
    path: '/follow/historyTrade',
    summary: "A trader's closed positions, newest first",
    auth: true,
    query: Fields({ trader_user_id: Id(), ...Paging(20, 50) }),
    response: Paged(TraderTrade),
    errors: { trader_user_id: 'follow_trader_not_found' },
  }),

  followSelfHolding: call({
    method: 'POST',
    path: '/follow/selfHolding',
    summary: "The user's copies of one trader position",
    auth: true,
    body: Fields({ transaction_id: Id("the trader's position") }),
    response: Type.Array(LeverPosition),
  }),

  followMine: call({
    method: 'GET',
    path: '/follow/mine',
    summary: "The user's follows, the positions not copied and the weekly statements",
    auth: true,
    query: Fields({}),
    response: FollowMine,
  }),

  followSettings: call({
    method: 'POST',
    path: '/follow/settings',
    summary: 'A trader takes new followers or not, and shows open positions or not',
    auth: true,
    idempotent: true,
    body: Fields({
      accepting: OneOf(['0', '1']),
      open_view: OneOf(['0', '1', '2'], '0 shown, 1 an hour late, 2 hidden'),
    }),
    response: FollowMine.properties.trader,
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

export const opsFollow = {
  opsTrader: call({
    method: 'POST',
    path: '/trader',
    mount: '/ops',
    summary: 'Makes a user a trader with a profit-share ratio, or ends it (audited)',
    auth: false,
    operator: true,
    body: Fields({
      account: Type.Optional(Text({ maxLength: 320, description: 'the account key' })),
      user_id: Type.Optional(Id('wins over account')),
      share_ratio: Type.Optional(Decimal('a fraction, at most 0.5')),
      active: Type.Optional(OneOf(['0', '1'], '1 trader (default), 0 no longer')),
    }),
    response: Type.Object({
      user_id: Type.Integer(),
      share_ratio: DecimalOut(),
      active: Type.Boolean(),
    }),
  }),
}
