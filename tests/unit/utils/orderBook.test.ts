import { buildBook } from '@/utils/orderBook'

const side = (...levels: [string, string][]) => levels

describe('order book', () => {
  it('keeps the best ten of each side, best first, with running totals and the spread', () => {
    const bids = Array.from({ length: 12 }, (_, i) => [`${100 - i}.00`, '1'] as [string, string])
    const asks = Array.from({ length: 12 }, (_, i) => [`${101 + i}.50`, '2'] as [string, string])
    const book = buildBook({ bids: [...bids].reverse(), asks })
    expect(book.bids).toHaveLength(10)
    expect(book.asks).toHaveLength(10)
    expect(book.bids[0]).toMatchObject({ price: '100.00', total: '1' })
    expect(book.bids[9]).toMatchObject({ price: '91.00', total: '10' })
    expect(book.asks[0]).toMatchObject({ price: '101.50', total: '2' })
    expect(book.asks[9]).toMatchObject({ price: '110.50', total: '20' })
    expect(book.spread).toBe('1.5')
  })

  it('draws each depth bar as its running total over the deeper side, decimals added exactly', () => {
    const book = buildBook({
      bids: side(['10', '0.1'], ['9', '0.2'], ['8', '0.3']),
      asks: side(['11', '0.3'], ['12', '0.3']),
    })
    expect(book.bids.map((l) => l.total)).toEqual(['0.1', '0.3', '0.6'])
    expect(book.bids.map((l) => l.share)).toEqual([0.1666, 0.5, 1])
    expect(book.asks.map((l) => l.share)).toEqual([0.5, 1])
  })

  it('has no spread and no bars while a side is empty', () => {
    expect(buildBook({ bids: [], asks: side(['1', '5']) })).toMatchObject({ spread: null })
    expect(buildBook({ bids: [], asks: [] })).toEqual({
      bids: [],
      asks: [],
      spread: null,
      last: null,
    })
    expect(buildBook({ bids: side(['1', '0']), asks: [] }).bids[0].share).toBe(0)
  })

  // issue 25 item 18: the quote's price arrives at another pace than the book, so the book carries
  // the price it stands around, and that is what shows between its sides
  it('keeps the price the book was built around', () => {
    const book = buildBook({ bids: side(['99', '1']), asks: side(['101', '1']), price: '100.37' })
    expect(book.last).toBe('100.37')
  })
})
