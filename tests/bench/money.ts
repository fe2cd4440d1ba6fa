// Issue 12 item 9: withdrawal and exchange latency with 50 users at about one request a second
// each, on embedded PGlite, the server run as `npm start` runs it. Prints JSON.
// `npx tsx tests/bench/money.ts [users] [seconds]`
//
// The data folder is seeded first: certified users with a withdraw password (hashed at the
// production cost, so each withdrawal pays for checking it), a saved address past its 24 h hold,
// funds in the asset account and one withdraw code per planned withdrawal (a code is used up by
// its withdrawal, and sending codes through the API would meet the per-address limit). Then every
// user, with exponential gaps, either asks an exchange quote and converts at it, or withdraws.
// Afterwards, with the server stopped, every balance part must equal its records and what is
// frozen must equal the pending withdrawals.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Envelope } from '../../types/envelope'
import { systemClock } from '../../server/src/infra/clock'
import { hashPassword } from '../../server/src/infra/crypto/password'
import { openDb, type Db } from '../../server/src/infra/db/client'
import { migrate } from '../../server/src/infra/db/migrate'
import { storeCode } from '../../server/src/identity/codeStore'
import { createSession } from '../../server/src/identity/sessions'
import { dec } from '../../server/src/infra/money/decimal'
import { applyChange } from '../../server/src/infra/money/ledger'
import { startAppServer, untilBooksQuoted } from '../support/appServer'

const USERS = Number(process.argv[2] ?? 50)
const SECONDS = Number(process.argv[3] ?? 30)
/** withdrawals each user may make: one seeded code each, the newest valid */
const PAY = 'Pay12345'
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const USDT = 3
const BTC = 1

interface Player {
  token: string
  accountKey: string
  addressId: number
}

async function seed(db: Db): Promise<Player[]> {
  await migrate(db)
  const hash = await hashPassword(PAY)
  const old = new Date(Date.now() - 3 * 24 * 3600 * 1000)
  const players: Player[] = []
  for (let i = 0; i < USERS; i++) {
    const accountKey = `money${i}@example.com`
    players.push(
      await db.tx(async (q) => {
        const [user] = await q.query<{ id: number }>(
          `INSERT INTO users (account_key, account_type, account, nickname, password_hash,
                              pay_password_hash, review_status, invite_code, created_at)
           VALUES ($1, 'email', $1, 'bench', 'not-a-hash', $2, 2, $3, $4) RETURNING id`,
          [accountKey, hash, `MONEY${i}`, old],
        )
        const [address] = await q.query<{ id: number }>(
          `INSERT INTO wallet_addresses (user_id, currency, network, address, address_key, name,
             created_at) VALUES ($1, 3, 'TRC20', $2, $2, 'bench', $3) RETURNING id`,
          [user.id, TRON, old],
        )
        await applyChange(q, systemClock, {
          userId: user.id,
          currencyId: USDT,
          wallet: 'legal',
          change: dec('1000000'),
          type: 'ops_credit',
          info: 'bench funds',
        })
        const token = await createSession(q, systemClock, user.id)
        return { token, accountKey, addressId: address.id }
      }),
    )
  }
  return players
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const round = (n: number) => Math.round(n * 10) / 10
interface Stats {
  count: number
  p50: number
  p99: number
  max: number
}

/** What this bench prints. */
export interface MoneyLoad {
  users: number
  seconds: number
  quoteMs: Stats
  exchangeMs: Stats
  withdrawMs: Stats
  refused: Record<string, number>
  unbalancedParts: number
  frozenNotPending: number
}

const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradeapp-money-'))
  const db = await openDb({ dataDir: path.join(dataDir, 'pg') })
  const players = await seed(db)
  // one withdraw code per user, written as the server writes them
  const codes = players.map(() => String(100000 + Math.floor(Math.random() * 900000)))
  for (const [i, p] of players.entries()) {
    await storeCode(db, systemClock, p.accountKey, 'withdraw', codes[i])
  }
  await db.close()

  const server = await startAppServer({ dataDir })
  await untilBooksQuoted(server.origin)
  const post = async (token: string, call: string, body: Record<string, string>) => {
    const started = performance.now()
    const res = await fetch(`${server.origin}/api${call}`, {
      method: 'POST',
      headers: {
        authorization: encodeURIComponent(token),
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `${call}-${Math.random().toString(36).slice(2)}`,
      },
      body: new URLSearchParams(body),
    })
    const answer = (await res.json()) as Envelope<Record<string, string | number>>
    return { ms: performance.now() - started, answer, status: res.status }
  }

  const quoteMs: number[] = []
  const transferMs: number[] = []
  const withdrawMs: number[] = []
  const refused: Record<string, number> = {}
  const refuse = (what: string, status: number) =>
    (refused[`${what} ${status}`] = (refused[`${what} ${status}`] ?? 0) + 1)
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  const end = Date.now() + SECONDS * 1000
  await Promise.all(
    players.map(async (p, i) => {
      let withdrawn = false
      await sleep(Math.random() * 1000)
      while (Date.now() < end) {
        // each user withdraws once, at a random moment; the rest of the time it exchanges
        if (!withdrawn && Math.random() < 0.15) {
          withdrawn = true
          const out = await post(p.token, '/wallet/out', {
            currency: 'USDT',
            type: 'TRC20',
            number: `${10 + Math.floor(Math.random() * 90)}.25`,
            address_id: String(p.addressId),
            pay_password: PAY,
            code: codes[i],
          })
          if (out.answer.type === 'ok') withdrawMs.push(out.ms)
          else refuse(`withdraw ${String(out.answer.message)}`, out.status)
        } else {
          const pair = { from_currency_id: String(USDT), to_currency_id: String(BTC), number: '25' }
          const quote = await post(p.token, '/user/getTransferFee', pair)
          if (quote.answer.type !== 'ok') refuse('quote', quote.status)
          else {
            quoteMs.push(quote.ms)
            const quoteId = String(quote.answer.message.quote_id)
            const done = await post(p.token, '/user/Transfer', { ...pair, quote_id: quoteId })
            if (done.answer.type === 'ok') transferMs.push(done.ms)
            else refuse(`transfer ${String(done.answer.message)}`, done.status)
          }
        }
        await sleep(-Math.log(1 - Math.random()) * 1000)
      }
    }),
  )
  await server.stop()
  const check = await openDb({ dataDir: path.join(dataDir, 'pg') })
  const [{ mismatched }] = await check.query<{ mismatched: number }>(
    `SELECT count(*)::int AS mismatched FROM balances b
      WHERE b.balance <> coalesce((SELECT sum(change) FROM account_records r
                                    WHERE (r.user_id, r.currency_id, r.wallet, r.part)
                                        = (b.user_id, b.currency_id, b.wallet, 'available')), 0)
         OR b.frozen <> coalesce((SELECT sum(change) FROM account_records r
                                   WHERE (r.user_id, r.currency_id, r.wallet, r.part)
                                       = (b.user_id, b.currency_id, b.wallet, 'frozen')), 0)`,
  )
  const [{ frozenOff }] = await check.query<{ frozenOff: number }>(
    `SELECT count(*)::int AS "frozenOff" FROM balances b
      WHERE b.wallet = 'legal' AND b.currency_id = 3
        AND b.frozen <> coalesce((SELECT sum(number + fee) FROM withdrawals w
                                   WHERE w.user_id = b.user_id AND w.status = 1), 0)`,
  )
  await check.close()
  await server.dispose()
  rmSync(dataDir, { recursive: true, force: true })
  const load: MoneyLoad = {
    users: USERS,
    seconds: SECONDS,
    quoteMs: stats(quoteMs),
    exchangeMs: stats(transferMs),
    withdrawMs: stats(withdrawMs),
    refused,
    unbalancedParts: mismatched,
    frozenNotPending: frozenOff,
  }
  process.stdout.write(JSON.stringify(load) + '\n')
}

void main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
