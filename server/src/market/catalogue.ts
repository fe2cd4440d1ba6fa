// What the simulated market lists. Currency ids 1 BTC, 2 ETH, 3 USDT and 5 USDC are fixed by the
// spec (SPEC §3; 4 is unused and 6 is the bank-transfer recharge route, not a currency); the rest
// count up from 7. Digital currencies quote in USDT; stocks and futures in US dollars (USD, id 7);
// a currency pair quotes in its own second currency, so USD/JPY is USD priced in JPY. Match ids
// are positions in SYMBOLS and never change: new symbols are appended.
//
// Price levels, volumes and supplies are rounded public figures of late 2025, the level each
// simulated price wanders around; sigma is the annual volatility the simulation is calibrated to.
import type { SymbolType } from '@wire/market'

export interface CurrencySpec {
  id: number
  code: string
  fullName: string
  type: SymbolType
  /** circulating supply (digital currencies) or shares outstanding (stocks), in units */
  circulating?: string
  /** token contracts, for tokens that live on another chain */
  networks?: readonly { network: string; contract: string }[]
}

export interface SymbolSpec {
  base: string
  quote: string
  fullName: string
  type: SymbolType
  /** the level the price wanders around */
  price: number
  pricePrecision: number
  qtyPrecision: number
  /** annual volatility of the simulated log returns */
  sigma: number
  /** typical traded quantity per day, in base units */
  dailyVolume: number
  /** ticks on every n-th 250 ms step */
  tickEvery: 1 | 2 | 3 | 4
  /**
   * ISO date of its listing here, where it has one to tell: no price exists before it. Without
   * one, its simulated history reaches back to LONG_AGO and the wire tells no listing date.
   */
  listedAt?: string
  openMicrotrade?: 0 | 1
}

/**
 * Where the history of a symbol without a listing date starts: long enough ago that even monthly
 * candles reach back more than 1000 periods. Not a date to show anyone.
 */
export const LONG_AGO = '1940-01-01T00:00:00Z'

export const CURRENCIES: readonly CurrencySpec[] = [
  { id: 1, code: 'BTC', fullName: 'Bitcoin', type: 2, circulating: '19950000' },
  { id: 2, code: 'ETH', fullName: 'Ethereum', type: 2, circulating: '120700000' },
  {
    id: 3,
    code: 'USDT',
    fullName: 'Tether USDt',
    type: 2,
    circulating: '184000000000',
    networks: [
      { network: 'TRC20', contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { network: 'ERC20', contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    ],
  },
  {
    id: 5,
    code: 'USDC',
    fullName: 'USD Coin',
    type: 2,
    circulating: '75000000000',
    networks: [{ network: 'ERC20', contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }],
  },
  { id: 7, code: 'USD', fullName: 'US Dollar', type: 5 },
  { id: 8, code: 'BNB', fullName: 'BNB', type: 2, circulating: '139200000' },
  { id: 9, code: 'SOL', fullName: 'Solana', type: 2, circulating: '555000000' },
  { id: 10, code: 'XRP', fullName: 'XRP', type: 2, circulating: '60200000000' },
  { id: 11, code: 'DOGE', fullName: 'Dogecoin', type: 2, circulating: '151500000000' },
  { id: 12, code: 'ADA', fullName: 'Cardano', type: 2, circulating: '36600000000' },
  { id: 13, code: 'TRX', fullName: 'TRON', type: 2, circulating: '94700000000' },
  { id: 14, code: 'DOT', fullName: 'Polkadot', type: 2, circulating: '1630000000' },
  { id: 15, code: 'LTC', fullName: 'Litecoin', type: 2, circulating: '76400000' },
  {
    id: 16,
    code: 'LINK',
    fullName: 'Chainlink',
    type: 2,
    circulating: '678000000',
    networks: [{ network: 'ERC20', contract: '0x514910771AF9Ca656af840dff83E8264EcF986CA' }],
  },
  { id: 17, code: 'AVAX', fullName: 'Avalanche', type: 2, circulating: '425000000' },
  {
    id: 18,
    code: 'SHIB',
    fullName: 'Shiba Inu',
    type: 2,
    circulating: '589250000000000',
    networks: [{ network: 'ERC20', contract: '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE' }],
  },
  { id: 19, code: 'SUI', fullName: 'Sui', type: 2, circulating: '3650000000' },
  { id: 20, code: 'TON', fullName: 'Toncoin', type: 2, circulating: '2500000000' },
  { id: 21, code: 'APT', fullName: 'Aptos', type: 2, circulating: '700000000' },
  { id: 22, code: 'AAPL', fullName: 'Apple Inc.', type: 3, circulating: '14800000000' },
  { id: 23, code: 'MSFT', fullName: 'Microsoft Corporation', type: 3, circulating: '7430000000' },
  { id: 24, code: 'NVDA', fullName: 'NVIDIA Corporation', type: 3, circulating: '24300000000' },
  { id: 25, code: 'AMZN', fullName: 'Amazon.com, Inc.', type: 3, circulating: '10700000000' },
  { id: 26, code: 'GOOGL', fullName: 'Alphabet Inc.', type: 3, circulating: '12100000000' },
  { id: 27, code: 'META', fullName: 'Meta Platforms, Inc.', type: 3, circulating: '2520000000' },
  { id: 28, code: 'TSLA', fullName: 'Tesla, Inc.', type: 3, circulating: '3320000000' },
  { id: 29, code: 'JPM', fullName: 'JPMorgan Chase & Co.', type: 3, circulating: '2750000000' },
  {
    id: 30,
    code: 'TSM',
    fullName: 'Taiwan Semiconductor Manufacturing (ADR)',
    type: 3,
    // 25.9 billion shares, five to an ADR
    circulating: '5190000000',
  },
  {
    id: 31,
    code: 'BABA',
    fullName: 'Alibaba Group Holding (ADR)',
    type: 3,
    // about 19 billion shares, eight to an ADR
    circulating: '2390000000',
  },
  { id: 32, code: 'GC', fullName: 'Gold', type: 4 },
  { id: 33, code: 'SI', fullName: 'Silver', type: 4 },
  { id: 34, code: 'CL', fullName: 'Crude Oil WTI', type: 4 },
  { id: 35, code: 'NG', fullName: 'Natural Gas', type: 4 },
  { id: 36, code: 'HG', fullName: 'Copper', type: 4 },
  { id: 37, code: 'ES', fullName: 'E-mini S&P 500', type: 4 },
  { id: 38, code: 'NQ', fullName: 'E-mini Nasdaq-100', type: 4 },
  { id: 39, code: 'ZC', fullName: 'Corn (US cents per bushel)', type: 4 },
  { id: 40, code: 'EUR', fullName: 'Euro', type: 5 },
  { id: 41, code: 'GBP', fullName: 'British Pound', type: 5 },
  { id: 42, code: 'JPY', fullName: 'Japanese Yen', type: 5 },
  { id: 43, code: 'CHF', fullName: 'Swiss Franc', type: 5 },
  { id: 44, code: 'AUD', fullName: 'Australian Dollar', type: 5 },
  { id: 45, code: 'CAD', fullName: 'Canadian Dollar', type: 5 },
  { id: 46, code: 'NZD', fullName: 'New Zealand Dollar', type: 5 },
]

// Only digital currencies come to this market on a date of their own (the New listings); the others
// have always been quoted here.
const crypto = (spec: Omit<SymbolSpec, 'quote' | 'type'>): SymbolSpec => ({
  quote: 'USDT',
  type: 2,
  ...spec,
})

const usd = (type: 3 | 4, spec: Omit<SymbolSpec, 'quote' | 'type' | 'listedAt'>): SymbolSpec => ({
  quote: 'USD',
  type,
  ...spec,
})

const forex = (spec: Omit<SymbolSpec, 'type' | 'listedAt' | 'qtyPrecision'>): SymbolSpec => ({
  type: 5,
  qtyPrecision: 0,
  ...spec,
})

// prettier-ignore
export const SYMBOLS: readonly SymbolSpec[] = [
  crypto({ base: 'BTC', fullName: 'Bitcoin', price: 95000, pricePrecision: 2, qtyPrecision: 5, sigma: 0.65, dailyVolume: 25000, tickEvery: 1 }),
  crypto({ base: 'ETH', fullName: 'Ethereum', price: 3400, pricePrecision: 2, qtyPrecision: 4, sigma: 0.8, dailyVolume: 380000, tickEvery: 1 }),
  crypto({ base: 'BNB', fullName: 'BNB', price: 650, pricePrecision: 2, qtyPrecision: 3, sigma: 0.7, dailyVolume: 600000, tickEvery: 2 }),
  crypto({ base: 'SOL', fullName: 'Solana', price: 180, pricePrecision: 2, qtyPrecision: 2, sigma: 0.9, dailyVolume: 4000000, tickEvery: 1 }),
  crypto({ base: 'XRP', fullName: 'XRP', price: 2.2, pricePrecision: 4, qtyPrecision: 1, sigma: 0.85, dailyVolume: 600000000, tickEvery: 1 }),
  crypto({ base: 'DOGE', fullName: 'Dogecoin', price: 0.32, pricePrecision: 5, qtyPrecision: 0, sigma: 0.9, dailyVolume: 2500000000, tickEvery: 2 }),
  crypto({ base: 'ADA', fullName: 'Cardano', price: 0.9, pricePrecision: 4, qtyPrecision: 1, sigma: 0.85, dailyVolume: 400000000, tickEvery: 2 }),
  crypto({ base: 'TRX', fullName: 'TRON', price: 0.25, pricePrecision: 5, qtyPrecision: 0, sigma: 0.6, dailyVolume: 600000000, tickEvery: 3 }),
  crypto({ base: 'DOT', fullName: 'Polkadot', price: 7, pricePrecision: 3, qtyPrecision: 2, sigma: 0.85, dailyVolume: 10000000, tickEvery: 2 }),
  crypto({ base: 'LTC', fullName: 'Litecoin', price: 100, pricePrecision: 2, qtyPrecision: 3, sigma: 0.75, dailyVolume: 800000, tickEvery: 2 }),
  crypto({ base: 'LINK', fullName: 'Chainlink', price: 20, pricePrecision: 3, qtyPrecision: 2, sigma: 0.85, dailyVolume: 5000000, tickEvery: 2 }),
  crypto({ base: 'AVAX', fullName: 'Avalanche', price: 38, pricePrecision: 2, qtyPrecision: 2, sigma: 0.9, dailyVolume: 3000000, tickEvery: 2 }),
  crypto({ base: 'SHIB', fullName: 'Shiba Inu', price: 0.00002, pricePrecision: 8, qtyPrecision: 0, sigma: 1.2, dailyVolume: 5000000000000, tickEvery: 3 }),
  crypto({ base: 'SUI', fullName: 'Sui', price: 3.5, pricePrecision: 4, qtyPrecision: 1, sigma: 1.2, dailyVolume: 100000000, tickEvery: 2, listedAt: '2026-09-14T00:00:00Z' }),
  crypto({ base: 'TON', fullName: 'Toncoin', price: 5.5, pricePrecision: 3, qtyPrecision: 2, sigma: 1.1, dailyVolume: 15000000, tickEvery: 3, listedAt: '2026-10-19T00:00:00Z' }),
  crypto({ base: 'APT', fullName: 'Aptos', price: 9, pricePrecision: 3, qtyPrecision: 2, sigma: 1.2, dailyVolume: 10000000, tickEvery: 3, listedAt: '2026-11-16T00:00:00Z', openMicrotrade: 0 }),
  usd(3, { base: 'AAPL', fullName: 'Apple Inc.', price: 230, pricePrecision: 2, qtyPrecision: 0, sigma: 0.28, dailyVolume: 50000000, tickEvery: 2 }),
  usd(3, { base: 'MSFT', fullName: 'Microsoft Corporation', price: 420, pricePrecision: 2, qtyPrecision: 0, sigma: 0.26, dailyVolume: 20000000, tickEvery: 3 }),
  usd(3, { base: 'NVDA', fullName: 'NVIDIA Corporation', price: 140, pricePrecision: 2, qtyPrecision: 0, sigma: 0.5, dailyVolume: 250000000, tickEvery: 2 }),
  usd(3, { base: 'AMZN', fullName: 'Amazon.com, Inc.', price: 200, pricePrecision: 2, qtyPrecision: 0, sigma: 0.33, dailyVolume: 40000000, tickEvery: 3 }),
  usd(3, { base: 'GOOGL', fullName: 'Alphabet Inc.', price: 170, pricePrecision: 2, qtyPrecision: 0, sigma: 0.3, dailyVolume: 25000000, tickEvery: 3 }),
  usd(3, { base: 'META', fullName: 'Meta Platforms, Inc.', price: 580, pricePrecision: 2, qtyPrecision: 0, sigma: 0.4, dailyVolume: 12000000, tickEvery: 3 }),
  usd(3, { base: 'TSLA', fullName: 'Tesla, Inc.', price: 330, pricePrecision: 2, qtyPrecision: 0, sigma: 0.5, dailyVolume: 90000000, tickEvery: 2 }),
  usd(3, { base: 'JPM', fullName: 'JPMorgan Chase & Co.', price: 240, pricePrecision: 2, qtyPrecision: 0, sigma: 0.25, dailyVolume: 9000000, tickEvery: 4 }),
  usd(3, { base: 'TSM', fullName: 'Taiwan Semiconductor Manufacturing (ADR)', price: 190, pricePrecision: 2, qtyPrecision: 0, sigma: 0.38, dailyVolume: 12000000, tickEvery: 3 }),
  usd(3, { base: 'BABA', fullName: 'Alibaba Group Holding (ADR)', price: 90, pricePrecision: 2, qtyPrecision: 0, sigma: 0.45, dailyVolume: 15000000, tickEvery: 4 }),
  usd(4, { base: 'GC', fullName: 'Gold', price: 2650, pricePrecision: 1, qtyPrecision: 0, sigma: 0.2, dailyVolume: 200000, tickEvery: 2 }),
  usd(4, { base: 'SI', fullName: 'Silver', price: 31, pricePrecision: 3, qtyPrecision: 0, sigma: 0.3, dailyVolume: 60000, tickEvery: 3 }),
  usd(4, { base: 'CL', fullName: 'Crude Oil WTI', price: 70, pricePrecision: 2, qtyPrecision: 0, sigma: 0.35, dailyVolume: 300000, tickEvery: 2 }),
  usd(4, { base: 'NG', fullName: 'Natural Gas', price: 3, pricePrecision: 3, qtyPrecision: 0, sigma: 0.35, dailyVolume: 150000, tickEvery: 3 }),
  usd(4, { base: 'HG', fullName: 'Copper', price: 4.2, pricePrecision: 4, qtyPrecision: 0, sigma: 0.25, dailyVolume: 50000, tickEvery: 4 }),
  usd(4, { base: 'ES', fullName: 'E-mini S&P 500', price: 6000, pricePrecision: 2, qtyPrecision: 0, sigma: 0.2, dailyVolume: 1500000, tickEvery: 2 }),
  usd(4, { base: 'NQ', fullName: 'E-mini Nasdaq-100', price: 21000, pricePrecision: 2, qtyPrecision: 0, sigma: 0.25, dailyVolume: 500000, tickEvery: 2 }),
  usd(4, { base: 'ZC', fullName: 'Corn (US cents per bushel)', price: 430, pricePrecision: 2, qtyPrecision: 0, sigma: 0.25, dailyVolume: 250000, tickEvery: 4, openMicrotrade: 0 }),
  forex({ base: 'EUR', quote: 'USD', fullName: 'Euro / US Dollar', price: 1.08, pricePrecision: 5, sigma: 0.07, dailyVolume: 1500000000, tickEvery: 2 }),
  forex({ base: 'GBP', quote: 'USD', fullName: 'British Pound / US Dollar', price: 1.27, pricePrecision: 5, sigma: 0.08, dailyVolume: 800000000, tickEvery: 3 }),
  forex({ base: 'USD', quote: 'JPY', fullName: 'US Dollar / Japanese Yen', price: 150, pricePrecision: 3, sigma: 0.1, dailyVolume: 1000000000, tickEvery: 2 }),
  forex({ base: 'USD', quote: 'CHF', fullName: 'US Dollar / Swiss Franc', price: 0.88, pricePrecision: 5, sigma: 0.08, dailyVolume: 400000000, tickEvery: 4 }),
  forex({ base: 'AUD', quote: 'USD', fullName: 'Australian Dollar / US Dollar', price: 0.66, pricePrecision: 5, sigma: 0.1, dailyVolume: 500000000, tickEvery: 3 }),
  forex({ base: 'USD', quote: 'CAD', fullName: 'US Dollar / Canadian Dollar', price: 1.36, pricePrecision: 5, sigma: 0.06, dailyVolume: 400000000, tickEvery: 4 }),
  forex({ base: 'NZD', quote: 'USD', fullName: 'New Zealand Dollar / US Dollar', price: 0.6, pricePrecision: 5, sigma: 0.11, dailyVolume: 200000000, tickEvery: 4, openMicrotrade: 0 }),
  forex({ base: 'EUR', quote: 'JPY', fullName: 'Euro / Japanese Yen', price: 162, pricePrecision: 3, sigma: 0.1, dailyVolume: 300000000, tickEvery: 3 }),
]

/** Default seconds-trading fee rate. */
export const MICRO_TRADE_FEE = '0.001'
