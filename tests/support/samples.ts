// Sample values several test files build on: one symbol's quote, one user, one bank card.
import type { Match } from '@wire/market'
import type { UserInfo } from '@wire/user'
import type { BankCard } from '@common/bankCard'

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
    micro_trade_fee: '0.001',
    sort: 1,
    ...over,
  }
}

/** A Spanish account with an IBAN: every field as the rules take it. */
export const SAMPLE_BANK_CARD: Readonly<BankCard> = {
  bankName: 'Banco Santander',
  cardNumber: 'ES91 2100 0418 4502 0005 1332',
  cardHolder: 'Zoë Müller',
  phoneNumber: '+34 600 123 456',
  bankCountry: 'España',
  abaCode: '026009593',
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
    ...over,
  }
}
