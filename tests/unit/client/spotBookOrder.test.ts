// The local spot book when increments arrive out of order (two nodes push what their transactions
// committed as each finishes): one ahead of the seq held waits a moment for those before it and
// then both apply in order, with no new snapshot; one whose predecessor never comes brings a
// snapshot once the moment has passed.
import * as spotApi from '@/services/api/spot'
import { receiveDepth, REORDER_MS, spotBook } from '@/stores/spot'

const event = (seq: number, bids: [string, string][]) => ({
  match_id: 1,
  seq,
  prev_seq: seq - 1,
  bids,
  asks: [],
})

beforeEach(() => {
  jest.useFakeTimers()
  Object.assign(spotBook, { matchId: 1, seq: 5, bids: [], asks: [], status: 'live', resyncs: 0 })
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

it('applies two increments that arrive in the other order, without a snapshot', () => {
  const depth = jest.spyOn(spotApi, 'fetchSpotDepth')
  receiveDepth(event(7, [['99', '2']]))
  expect(spotBook.seq).toBe(5)
  receiveDepth(event(6, [['100', '1']]))
  expect(spotBook.seq).toBe(7)
  expect(spotBook.bids).toEqual([
    ['100', '1'],
    ['99', '2'],
  ])
  jest.advanceTimersByTime(REORDER_MS * 2)
  expect(spotBook.resyncs).toBe(0)
  expect(depth).not.toHaveBeenCalled()
})

it('takes a snapshot when the missing increment does not come', async () => {
  const depth = jest.spyOn(spotApi, 'fetchSpotDepth').mockResolvedValue({
    match_id: 1,
    seq: 9,
    bids: [['101', '3']],
    asks: [],
    last_price: '100',
    simulated: true,
  } as Awaited<ReturnType<typeof spotApi.fetchSpotDepth>>)
  receiveDepth(event(8, [['98', '1']]))
  jest.advanceTimersByTime(REORDER_MS - 1)
  expect(depth).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(depth).toHaveBeenCalledTimes(1)
  expect(spotBook.resyncs).toBe(1)
  await Promise.resolve()
  await Promise.resolve()
  expect(spotBook).toMatchObject({ seq: 9, bids: [['101', '3']] })
})
