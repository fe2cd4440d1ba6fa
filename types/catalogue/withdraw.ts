// Withdrawals (issue 12 item 5; SPEC §7 /wallet/out, /user/withdraw/list; WIRE.md "Pinned /
// Money"), and the operator's side of them: the decision and the lift of the 24 h locks.
import { Type } from 'typebox'
import { call, CurrencyRef, DecimalOut, Fields, Id, OneOf, Paging, Paged, Text } from './common'
import { TotpCode } from './safety'
import { TRANSFER_NETWORKS } from './networks'

/** 1 pending (frozen, waiting for the operator), 2 done (paid out), 3 rejected (returned). */
export const WITHDRAW_STATUSES = [1, 2, 3] as const

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  number: DecimalOut('what left the balance: amount + fee'),
  amount: DecimalOut('what arrives at the address'),
  fee: DecimalOut("the network's fee, charged on top of the amount"),
  address: Type.String(),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
    description: '1 pending, 2 done, 3 rejected',
  }),
  create_time: Type.String({ description: 'ISO time' }),
  remark: Type.String({ description: "the operator's reason ('' when none)" }),
  currency: Type.Integer(),
  currency_name: Type.String(),
  type: Type.String({ description: 'network: TRC20, ERC20, BTC' }),
})

export const WithdrawDecision = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  status: Type.Union([Type.Literal(2), Type.Literal(3)]),
  remark: Type.String(),
})

export const WithdrawLockLift = Type.Object({
  account: Type.String(),
  lifted_at: Type.String({ description: 'ISO time; locks that started later still hold' }),
})

/** An e-mail or '+<area code><digits>' (the operator's account field). */
const AccountKey = Text({ maxLength: 320 })

export const withdraw = {
  walletOut: call({
    method: 'POST',
    path: '/wallet/out',
    summary:
      'Ask to withdraw to a saved address: `number` arrives, the network fee is charged on top, ' +
      'both are frozen until the operator decides; honours Idempotency-Key',
    auth: true,
    idempotent: true,
    // Text, not Decimal/Id: each refusal keeps its own words and its place in the order
    // (certification, address, password set, positions, amount, password, code, locks).
    body: Fields({
      currency: CurrencyRef('coin id or code: 1 BTC, 2 ETH, 3 USDT, 5 USDC'),
      type: OneOf(['', ...TRANSFER_NETWORKS], 'network'),
      number: Type.Optional(Text({ maxLength: 40, description: 'what is to arrive' })),
      address_id: Type.Optional(Text({ maxLength: 20, description: 'the address-book entry' })),
      pay_password: Type.Optional(Text({ maxLength: 64, description: 'the withdraw password' })),
      code: Type.Optional(Text({ maxLength: 16, description: "a 'withdraw'-scene code" })),
      totp_code: TotpCode,
      address: Type.Optional(
        Text({ maxLength: 200, description: 'ignored: the address-book entry decides' }),
      ),
    }),
    response: Withdrawal,
    unkeyed: ['pay_password', 'code', 'totp_code', 'address'],
    errors: { currency: 'currency_not_found', type: 'network_unavailable' },
  }),

  withdrawList: call({
    method: 'GET',
    path: '/user/withdraw/list',
    summary: "The user's withdrawals, newest first",
    auth: true,
    query: Fields(Paging(10, 50)),
    response: Paged(Withdrawal),
  }),

  opsWithdrawDecide: call({
    method: 'POST',
    path: '/withdraw/decide',
    mount: '/ops',
    summary:
      'Approve (pay out number and fee from the frozen part) or reject (return them, reason ' +
      'required) a pending withdrawal; audited; a second decision is refused',
    auth: false,
    operator: true,
    body: Fields({
      id: Id('the withdrawal'),
      approve: OneOf(['1', '0']),
      reason: Type.Optional(Text({ maxLength: 500, description: 'shown to the user' })),
    }),
    response: WithdrawDecision,
  }),

  opsWithdrawLockLift: call({
    method: 'POST',
    path: '/withdraw-lock/lift',
    mount: '/ops',
    summary: "Lift the account's 24 h withdrawal locks (security change, new address) now; audited",
    auth: false,
    operator: true,
    body: Fields({ account: AccountKey }),
    response: WithdrawLockLift,
  }),
}
