// The blind-box draw (issue 31): over 10,000 seeded draws each rarity comes up as often as the
// published odds say, within four standard deviations; a drawn edition leaves the pool, so a whole
// series hands out exactly its editions; and the replay from the seed is the draw itself.
import { oddsOf, type Rarity } from '@common/collectibleRules'
import { drawIndex, newSeed, replayDraws, seedHash } from '../../../server/src/collectibles/draw'

const POOL: { rarity: Rarity; editions: number }[] = [
  { rarity: 'common', editions: 600 },
  { rarity: 'rare', editions: 300 },
  { rarity: 'epic', editions: 90 },
  { rarity: 'legendary', editions: 10 },
]
const codes = POOL.flatMap((p) =>
  Array.from({ length: p.editions }, (_, i) => `${p.rarity}-${String(i).padStart(4, '0')}`),
)
const rarityOf = (code: string) => code.split('-')[0] as Rarity

it('draws each rarity as often as the published odds say', () => {
  const draws = 10_000
  const seen = new Map<Rarity, number>()
  const left = [...codes].sort()
  for (let i = 0; i < draws; i++) {
    // a fresh seed and box each time: one draw from the full pool
    const code = left[drawIndex(newSeed(), `B${i}`, `client-${i}`, left.length)]
    seen.set(rarityOf(code), (seen.get(rarityOf(code)) ?? 0) + 1)
  }
  for (const o of oddsOf(POOL)) {
    const p = Number(o.percent) / 100
    const sd = Math.sqrt(draws * p * (1 - p))
    expect([o.rarity, Math.abs((seen.get(o.rarity) ?? 0) - draws * p) <= 4 * sd]).toEqual([
      o.rarity,
      true,
    ])
  }
})

it('hands out every edition of a series exactly once, as the replay from the seed says', () => {
  const seed = newSeed()
  const openings = codes.map((_, i) => ({ box_code: `B${i}`, client_seed: `c${i % 7}` }))
  const drawn = replayDraws(seed, codes, openings)
  expect([...drawn].sort()).toEqual([...codes].sort())
  // another seed, or another client seed, draws otherwise
  expect(replayDraws(newSeed(), codes, openings)).not.toEqual(drawn)
  expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/)
  expect(seedHash(seed)).not.toBe(seedHash(newSeed()))
})
