// The paged list of WIRE.md ({ data, page, pages, total }), counted and read in one place, so every
// list answers an empty result, a page past the end and its page count the same way.
import type { Paged } from '@wire/envelope'
import type { Queryable } from './client'

/** Which page, as http/input.ts pagingOf reads it from a request: both from 1. */
export interface Paging {
  page: number
  limit: number
}

/** A list's query in parts: counted as `SELECT count(*) <from>`, read as `<select> <from>`. */
export interface ListQuery {
  /** 'SELECT <columns>' of each row */
  select: string
  /** 'FROM ... WHERE ...', the same for the count and the rows */
  from: string
  /** the ORDER BY list; end it with a unique column, or rows can change pages between reads */
  orderBy: string
  /** the values of $1..$n in `from`; the page's LIMIT and OFFSET follow them */
  params: readonly unknown[]
}

/** A user's own rows of `table` (a name in the code, never from a request), newest id first. */
export function newestOfUser(table: string, userId: number): ListQuery {
  return {
    select: 'SELECT *',
    from: `FROM ${table} WHERE user_id = $1`,
    orderBy: 'id DESC',
    params: [userId],
  }
}

function checked({ page, limit }: Paging): Paging {
  // a page of 0 would read at a negative offset, a limit of 0 count infinite pages
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`no such page: page ${page}, limit ${limit}`)
  }
  return { page, limit }
}

/** The rows before the page. */
export function offsetOf(paging: Paging): number {
  const { page, limit } = checked(paging)
  return (page - 1) * limit
}

/** Where the page stands among `total` rows; an empty list has 0 pages. */
export function pageOf(paging: Paging, total: number): Omit<Paged<never>, 'data'> {
  const { page, limit } = checked(paging)
  return { page, pages: Math.ceil(total / limit), total }
}

/** One page of the list, each row made an item by `toItem`; a page past the end has no data. */
export async function pagedList<Row, Item>(
  q: Queryable,
  paging: Paging,
  query: ListQuery,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const { select, from, orderBy, params } = query
  const offset = offsetOf(paging)
  const [{ total }] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    params,
  )
  const rows = await q.query<Row>(
    `${select} ${from} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.limit, offset],
  )
  return { data: rows.map(toItem), ...pageOf(paging, total) }
}
