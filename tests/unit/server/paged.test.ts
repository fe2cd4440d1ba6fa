// The paged list of WIRE.md ({ data, page, pages, total }), as every list of the server answers
// it: the count, the page's rows and where the page stands.
import { openDb, type Db, type Queryable } from '../../../server/src/infra/db/client'
import {
  newestOfUser,
  offsetOf,
  pagedList,
  pageOf,
  type ListQuery,
} from '../../../server/src/infra/db/paged'
import { pagingOf } from '../../../server/src/infra/http/input'
import { BOOT_TIMEOUT } from './helpers'

describe('pagingOf: the page a request asks for', () => {
  it('starts at page 1 and takes the default limit when the fields are absent or 0', () => {
    expect(pagingOf({}, 10, 50)).toEqual({ page: 1, limit: 10 })
    expect(pagingOf({ page: '0', limit: '0' }, 10, 50)).toEqual({ page: 1, limit: 10 })
    expect(pagingOf({ page: '', limit: '' }, 5, 100)).toEqual({ page: 1, limit: 5 })
  })

  it('keeps a page past the end and caps the limit', () => {
    expect(pagingOf({ page: '7', limit: '20' }, 10, 50)).toEqual({ page: 7, limit: 20 })
    expect(pagingOf({ page: '2', limit: '500' }, 10, 50)).toEqual({ page: 2, limit: 50 })
  })
})

describe('pageOf and offsetOf', () => {
  it('counts whole pages, the last one partly filled, and no page for an empty list', () => {
    expect(pageOf({ page: 1, limit: 10 }, 0)).toEqual({ page: 1, pages: 0, total: 0 })
    expect(pageOf({ page: 1, limit: 10 }, 10)).toEqual({ page: 1, pages: 1, total: 10 })
    expect(pageOf({ page: 2, limit: 10 }, 11)).toEqual({ page: 2, pages: 2, total: 11 })
    expect(pageOf({ page: 9, limit: 5 }, 12)).toEqual({ page: 9, pages: 3, total: 12 })
  })

  it('skips the rows of the pages before', () => {
    expect(offsetOf({ page: 1, limit: 10 })).toBe(0)
    expect(offsetOf({ page: 3, limit: 5 })).toBe(10)
  })

  it.each([
    [0, 10],
    [-1, 10],
    [1.5, 10],
    [1, 0],
    [1, Number.NaN],
  ])('refuses page %p with limit %p, which no request can ask for', (page, limit) => {
    expect(() => pageOf({ page, limit }, 3)).toThrow(RangeError)
    expect(() => offsetOf({ page, limit })).toThrow(RangeError)
  })
})

describe('pagedList: the SQL it runs', () => {
  it('counts over the same FROM, then reads the page with LIMIT and OFFSET after the params', async () => {
    const calls: { sql: string; params: readonly unknown[] }[] = []
    const answers: unknown[][] = [[{ total: 7 }], [{ n: 4 }, { n: 3 }]]
    const q: Queryable = {
      query: async <T>(sql: string, params: readonly unknown[] = []) => {
        calls.push({ sql: sql.replace(/\s+/g, ' '), params })
        return answers[calls.length - 1] as T[]
      },
      exec: async () => undefined,
    }
    const query: ListQuery = {
      select: 'SELECT n',
      from: 'FROM t WHERE a = $1 AND b = $2',
      orderBy: 'n DESC, id DESC',
      params: ['x', 5],
    }
    const page = await pagedList(q, { page: 2, limit: 3 }, query, (r: { n: number }) => r.n * 10)
    expect(calls).toEqual([
      { sql: 'SELECT count(*)::int AS total FROM t WHERE a = $1 AND b = $2', params: ['x', 5] },
      {
        sql: 'SELECT n FROM t WHERE a = $1 AND b = $2 ORDER BY n DESC, id DESC LIMIT $3 OFFSET $4',
        params: ['x', 5, 3, 3],
      },
    ])
    expect(page).toEqual({ data: [40, 30], page: 2, pages: 3, total: 7 })
  })
})

describe('newestOfUser', () => {
  it("is the user's own rows of the table, the highest id first", () => {
    expect(newestOfUser('withdrawals', 7)).toEqual({
      select: 'SELECT *',
      from: 'FROM withdrawals WHERE user_id = $1',
      orderBy: 'id DESC',
      params: [7],
    })
  })
})

// The two engines answer these queries alike (db.test.ts holds them to it); PGlite is enough here.
describe('pagedList on a database', () => {
  let db: Db
  beforeAll(async () => {
    db = await openDb()
  }, BOOT_TIMEOUT)
  afterAll(() => db.close())

  // 1..$1, only the multiples of $2, largest first
  const numbers = (upTo: number, every: number): ListQuery => ({
    select: 'SELECT n',
    from: 'FROM generate_series(1, $1::int) AS s(n) WHERE n % $2::int = 0',
    orderBy: 'n DESC',
    params: [upTo, every],
  })
  const list = (upTo: number, every: number, page: number, limit: number) =>
    pagedList(db, { page, limit }, numbers(upTo, every), (r: { n: number }) => r.n)

  it('answers each page in order, the last one partly filled', async () => {
    expect(await list(23, 1, 1, 10)).toEqual({
      data: [23, 22, 21, 20, 19, 18, 17, 16, 15, 14],
      page: 1,
      pages: 3,
      total: 23,
    })
    expect(await list(23, 1, 3, 10)).toEqual({ data: [3, 2, 1], page: 3, pages: 3, total: 23 })
  })

  it('filters by the params before counting', async () => {
    expect(await list(20, 5, 1, 3)).toEqual({ data: [20, 15, 10], page: 1, pages: 2, total: 4 })
    expect(await list(20, 5, 2, 3)).toEqual({ data: [5], page: 2, pages: 2, total: 4 })
  })

  it('answers a page past the end with no data, and an empty list with 0 pages', async () => {
    expect(await list(23, 1, 4, 10)).toEqual({ data: [], page: 4, pages: 3, total: 23 })
    expect(await list(3, 5, 1, 10)).toEqual({ data: [], page: 1, pages: 0, total: 0 })
  })
})
