// Money (SPEC §7 User: getBalance). Deposits, withdrawals and account records join here.
import { Type } from 'typebox'
import { call, CurrencyRef, DecimalOut, Fields } from './common'

export const UserBalance = Type.Object({
  currency_id: Type.Integer(),
  name: Type.String({ description: 'currency code, e.g. USDT' }),
  balance: DecimalOut('available'),
})

export const money = {
  microBalance: call({
    method: 'GET',
    path: '/user/getBalance',
    summary: 'One currency of the seconds-trading account',
    auth: true,
    query: Fields({ currency: Type.Optional(CurrencyRef("id or code; USDT when absent or ''")) }),
    response: UserBalance,
    errors: { currency: 'currency_not_found' },
  }),
}
