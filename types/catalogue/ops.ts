// The operator API (/ops/*): present only when an operator token is configured, for the people
// running the service. Every call needs the X-Ops-Token header (HTTP 401 without it).
import { Type } from 'typebox'
import { call, CurrencyRef, Decimal, DecimalOut, Fields, Id, OneOf, Text } from './common'

/** server/src/infra/money/ledger.ts WALLETS */
const WALLETS = ['micro', 'legal', 'change', 'lever'] as const

export const SentCode = Type.Object({
  code: Type.String(),
  scene: Type.Union([
    Type.Literal('register'),
    Type.Literal('forget'),
    Type.Literal('pay_password'),
    Type.Literal('mobile'),
    Type.Literal('withdraw'),
  ]),
  sent_at: Type.String({ description: 'ISO time' }),
})

export const OpsCreditResult = Type.Object({
  user_id: Type.Integer(),
  account: Type.String({ description: 'the account key' }),
  currency_id: Type.Integer(),
  currency: Type.String(),
  wallet: OneOf(WALLETS),
  amount: DecimalOut(),
  balance: DecimalOut('after the credit'),
  record_id: Type.Integer({ description: 'the account record' }),
})

/** An e-mail or '+<area code><digits>' (a '+' unencoded in a query arrives as a space). */
const AccountKey = Text({ maxLength: 320 })

export const ops = {
  opsLatestCode: call({
    method: 'GET',
    path: '/latest-code',
    mount: '/ops',
    summary: 'The latest verification code sent to an account (development senders only)',
    auth: false,
    operator: true,
    query: Fields({
      account: AccountKey,
      scene: Type.Optional(
        OneOf(['', 'register', 'forget', 'pay_password', 'mobile', 'withdraw', 'security']),
      ),
    }),
    response: SentCode,
    errors: { scene: 'bad_request' },
  }),

  opsCredit: call({
    method: 'POST',
    path: '/credit',
    mount: '/ops',
    summary: "Credit a user's account through the ledger (audited); form or JSON",
    auth: false,
    operator: true,
    idempotent: true,
    body: Fields({
      account: Type.Optional(AccountKey),
      user_id: Type.Optional(Id('wins over account')),
      amount: Decimal('positive, up to 8 decimals (checked by the rule)'),
      currency: Type.Optional(CurrencyRef("id or code; USDT when absent or ''")),
      wallet: Type.Optional(OneOf(['', ...WALLETS], "'micro' when absent or ''")),
      // Kept to its first 200 characters; longer notes are cut, not refused.
      note: Type.Optional(Text({ maxLength: 2000, multiline: true })),
    }),
    response: OpsCreditResult,
    errors: { amount: 'amount_invalid', currency: 'currency_not_found', wallet: 'wallet_invalid' },
  }),
}
