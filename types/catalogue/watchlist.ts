// The watchlist (SPEC §7 /optional/*). Every call needs a session.
import { Type } from 'typebox'
import { call, Fields, Id, Nullable } from './common'
import { Match } from './market'

export const WatchItem = Type.Object({
  ...Match.properties,
  optional_id: Type.Integer({ description: 'the entry id (optional/del takes it)' }),
})

export const WatchCheck = Type.Object({
  is_optional: Type.Boolean(),
  optional_id: Nullable(Type.Integer()),
})

export const WatchAdded = Type.Object({ optional_id: Type.Integer() })

export const watchlist = {
  watchAdd: call({
    method: 'POST',
    path: '/optional/add',
    summary: "Add a match (or a currency's first match) to the watchlist",
    auth: true,
    // match_id wins; a currency_id alone stands for that currency's first match.
    body: Fields({ currency_id: Type.Optional(Id()), match_id: Type.Optional(Id()) }),
    response: WatchAdded,
    errors: { currency_id: 'symbol_not_found', match_id: 'symbol_not_found' },
  }),

  watchRemove: call({
    method: 'POST',
    path: '/optional/del',
    summary: 'Remove an entry (by its id, or by match)',
    auth: true,
    body: Fields({ id: Type.Optional(Id('entry id')), match_id: Type.Optional(Id()) }),
    response: Type.String({ description: 'a translated confirmation' }),
    errors: { id: 'watch_not_found', match_id: 'watch_not_found' },
  }),

  watchCheck: call({
    method: 'GET',
    path: '/optional/check',
    summary: 'Whether a match is on the watchlist',
    auth: true,
    query: Fields({ match_id: Id() }),
    response: WatchCheck,
    errors: { match_id: 'symbol_not_found' },
  }),

  watchList: call({
    method: 'GET',
    path: '/optional/list',
    summary: 'The watchlist with live quotes',
    auth: true,
    query: Fields({}),
    response: Type.Array(WatchItem),
  }),
}
