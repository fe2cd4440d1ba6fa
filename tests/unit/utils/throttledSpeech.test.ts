// Issue 47: a live price focused by a screen reader user is said when it has changed, and not more
// often than once every few seconds however fast it ticks.
import { throttledSpeech } from '@/utils/throttledSpeech'

const GAP = 5000

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

function start(heard = 'BTC 100') {
  const said: string[] = []
  const speech = throttledSpeech((text) => said.push(text), GAP, heard)
  return { said, speech }
}

/** A tick every 200 ms (the market store's commit rate) for `ms`, each a new price. */
function tick(speech: { offer(text: string): void }, ms: number, from = 101): number {
  let price = from
  for (let t = 0; t < ms; t += 200) {
    speech.offer(`BTC ${price++}`)
    jest.advanceTimersByTime(200)
  }
  return price - 1
}

describe('throttledSpeech', () => {
  it('says nothing until the value has been heard for a whole gap, then the newest value', () => {
    const { said, speech } = start()
    speech.offer('BTC 101')
    jest.advanceTimersByTime(GAP - 1)
    expect(said).toEqual([])
    speech.offer('BTC 102')
    jest.advanceTimersByTime(1)
    expect(said).toEqual(['BTC 102'])
  })

  it('says a price ticking five times a second at most once per gap', () => {
    const { said, speech } = start()
    const last = tick(speech, 30_000)
    expect(said.length).toBeGreaterThanOrEqual(5)
    expect(said.length).toBeLessThanOrEqual(6)
    // each saying is the price of its moment, the last one among the last ticks
    expect(new Set(said).size).toBe(said.length)
    expect(Number(said[said.length - 1].split(' ')[1])).toBeGreaterThan(last - GAP / 200)
  })

  it('says nothing while the value stays what the user last heard', () => {
    const { said, speech } = start('BTC 100')
    for (let i = 0; i < 100; i++) {
      speech.offer('BTC 100')
      jest.advanceTimersByTime(200)
    }
    expect(said).toEqual([])
  })

  it('says nothing when the value moved and came back within the gap', () => {
    const { said, speech } = start('BTC 100')
    speech.offer('BTC 101')
    jest.advanceTimersByTime(100)
    speech.offer('BTC 100')
    jest.advanceTimersByTime(GAP)
    expect(said).toEqual([])
  })

  it('says a change at once when the last saying is older than the gap', () => {
    const { said, speech } = start()
    jest.advanceTimersByTime(GAP * 3)
    speech.offer('BTC 150')
    jest.advanceTimersByTime(0)
    expect(said).toEqual(['BTC 150'])
  })

  it('says nothing more once stopped (the price lost focus)', () => {
    const { said, speech } = start()
    speech.offer('BTC 101')
    speech.stop()
    jest.advanceTimersByTime(GAP * 2)
    speech.offer('BTC 102')
    jest.advanceTimersByTime(GAP * 2)
    expect(said).toEqual([])
  })
})
