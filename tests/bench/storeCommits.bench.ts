// Bench, not a test: 100 symbols ticking 10 times a second each, for a few real seconds, into the
// market store; prints how often the store committed (DESIGN §7: at most 5 a second).
import { subscribe } from 'valtio'
import type { DayMarketEvent, Match } from '@wire/market'
import { market, receiveTick, replaceQuotes } from '@/stores/market'

const SYMBOLS = 100
const TICKS_PER_SECOND = 10
const SECONDS = 3

it('measures store commits', async () => {
  replaceQuotes(
    Array.from({ length: SYMBOLS }, (_, i) => ({ id: i + 1, now_price: '1' }) as unknown as Match),
  )
  const commitTimes: number[] = []
  const off = subscribe(market.quotes, () => commitTimes.push(Date.now()))
  let ticks = 0
  const started = Date.now()
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      for (let id = 1; id <= SYMBOLS; id++) {
        ticks++
        receiveTick({ match_id: id, now_price: String(ticks) } as unknown as DayMarketEvent)
      }
      if (Date.now() - started >= SECONDS * 1000) {
        clearInterval(timer)
        resolve()
      }
    }, 1000 / TICKS_PER_SECOND)
  })
  const ended = Date.now()
  off()
  const elapsed = (ended - started) / 1000
  const commits = commitTimes.filter((t) => t <= ended).length
  const result = {
    ticksPerSecond: Math.round(ticks / elapsed),
    commitsPerSecond: Math.round((commits / elapsed) * 100) / 100,
  }
  process.stdout.write(`BENCH ${JSON.stringify(result)}\n`)
})
