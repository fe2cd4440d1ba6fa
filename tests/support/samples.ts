// Sample values several test files build on: one symbol's quote, one user, one bank card, one
// seconds-trade option, the accounts' balances, BTC/USDT's spot rules, its leverage deal, a deposit.
import type { PayloadOf } from '@wire/catalogue'
import type { Match } from '@wire/market'
import type { SecondsOption } from '@wire/microtrade'
import type { UserInfo } from '@wire/user'
import type { BankCard } from '@common/bankCard'

type WalletList = PayloadOf<'walletList'>
type Recharge = PayloadOf<'rechargeLog'>['data'][number]

/** BTC/USDT as the quote snapshot sends it; `over` changes what a test is about. */
export function sampleMatch(over: Partial<Match> = {}): Match {
  return {
    id: 1,
    currency_id: 1,
    legal_id: 3,
    currency_name: 'BTC',
    legal_name: 'USDT',
    symbol: 'BTC/USDT',
    full_name: 'Bitcoin',
    currency_type: 2,
    now_price: '60000.00',
    change: '+1.00',
    volume: '1',
    turnover: '60000',
    high: '60000.00',
    low: '59000.00',
    yesterday_close: '59400.00',
    today_open: '59400.00',
    market_cap: null,
    price_precision: 2,
    qty_precision: 4,
    listed_at: 0,
    logo: '',
    open_microtrade: 1,
    open_coin_trade: 1,
    open_lever: 1,
    micro_trade_fee: '0.001',
    sort: 1,
    ...over,
  }
}

/** A Spanish account with its IBAN: every field as the rules take it (no ABA routing number:
 * a Spanish bank is reached by SWIFT). */
export const SAMPLE_BANK_CARD: Readonly<BankCard> = {
  bankName: 'Banco Santander',
  cardNumber: 'ES91 2100 0418 4502 0005 1332',
  cardHolder: 'Zoë Müller',
  phoneNumber: '+34 600 123 456',
  bankCountry: 'ES',
  abaCode: '',
  swift: 'BSCHESMMXXX',
  postalCode: '28660',
  accountAddress: 'Av. de Cantabria s/n, Boadilla del Monte',
}

/** A signed-in e-mail user as /user/info sends it; `over` changes what a test is about. */
export function sampleUser(over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    account: 'john.doe@example.com',
    account_type: 'email',
    area_code: null,
    nickname: 'John',
    head_portrait: null,
    credit_score: 100,
    invite_code: 'K7Q2MX',
    name: null,
    review_status: 0,
    advanced_review_status: 0,
    isPayPas: false,
    created_at: '2025-01-01T00:00:00Z',
    mobile: null,
    mobile_area_code: null,
    security_changed_at: null,
    anti_phishing: null,
    totp_bound: false,
    products_off: [],
    ...over,
  }
}

/** The 30 s seconds-trade option: +20 %, from 10, fee 0.1 %. */
export function sampleSecondsOption(over: Partial<SecondsOption> = {}): SecondsOption {
  return {
    id: 1,
    seconds: 30,
    status: 1,
    profit_ratio: '20',
    min_num: '10',
    min_amount: '10',
    fee_rate: '0.001',
    ...over,
  }
}

/**
 * /wallet/list with USDT only: `legal` available in the asset account and `micro` in the
 * seconds-trading account (none there when absent); the other accounts empty.
 */
export function sampleUsdtWallets(legal: string, micro?: string): WalletList {
  const usdt = {
    currency: 3,
    currency_name: 'USDT',
    usdt_price: '1',
    logo: '/media/logos/usdt.svg',
  }
  const empty = { balance: [], usdt_totle: '0.00' }
  return {
    legal_wallet: {
      balance: [{ ...usdt, legal_balance: legal, lock_legal_balance: '0.00' }],
      usdt_totle: legal,
    },
    change_wallet: empty,
    micro_wallet:
      micro === undefined
        ? empty
        : {
            balance: [{ ...usdt, micro_balance: micro, lock_micro_balance: '0.00' }],
            usdt_totle: micro,
          },
    lever_wallet: empty,
  }
}

/** BTC/USDT's spot rules as /coin/rules answers them on a new installation (decision 58). */
export function sampleSpotRules(): PayloadOf<'spotRules'> {
  return {
    match_id: 1,
    tick: '0.01',
    step: '0.00001',
    min_notional: '5',
    maker_fee: '0.1',
    taker_fee: '0.1',
    band_percent: '5',
    status: 1,
  }
}

/** BTC/USDT's leverage terms as `leverDeal` sends them, 500 USDT in the lever account. */
export const SAMPLE_LEVER_DEAL: PayloadOf<'leverDeal'> = {
  match_id: 1,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  status: 1,
  multiple: [2, 5, 10, 20, 50, 100],
  last_price: '60000',
  user_lever: '500.00',
  lever_share_num: '0.001',
  spread: '0.05',
  trade_fee: '0.1',
  overnight: '0.05',
  mmr: '0.004',
  price_precision: 2,
  simulated: true,
}

/** A USDT deposit on TRC20 with its voucher, waiting for review; `over` changes what a test is about. */
export const sampleRecharge = (over: Partial<Recharge> = {}): Recharge => ({
  id: 7,
  amount: '120.50',
  currency: 3,
  currency_name: 'USDT',
  type: 1,
  sub_type: 'TRC20',
  deposit_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  address: '',
  voucher: '202611/0123456789abcdef0123456789abcdef.png',
  status: 1,
  give: '0.00',
  remark: null,
  demo: false,
  card: false,
  created_at: '2030-01-01T00:00:00.000Z',
  decided_at: null,
  ...over,
})
