// Account records (SPEC §3 "Account record", §7 /account/list, /wallet/hzhistory, /pay/payLog;
// WIRE.md row names): every change of a balance, as the ledger wrote it, the session user's only.
import { Type } from 'typebox'
import { ACCOUNTS, RECORD_TYPES } from './money'
import { call, Fields, Id, IdOrEmpty, OneOf, Paged, Paging, DecimalOut } from './common'

export const AccountRecord = Type.Object({
  id: Type.Integer(),
  value: DecimalOut("the change, signed: '-40.25' left, '40.25' arrived"),
  info: Type.String({ description: 'English description for people; the app translates `type`' }),
  type: Type.String({ description: `what it was: ${RECORD_TYPES.join(', ')}` }),
  currency: Type.Integer(),
  currency_name: Type.String(),
  before: DecimalOut('the part before the change'),
  after: DecimalOut('the part after it'),
  created_time: Type.String({ description: 'ISO time' }),
  wallet: Type.String({ description: `the account: ${ACCOUNTS.join(', ')}` }),
  part: Type.String({ description: 'available | frozen' }),
})

export const RecordPage = Paged(AccountRecord)

/** Paged by 10 like the app's other lists; more than 50 a page is never needed. */
const RecordPaging = Paging(10, 50)

export const records = {
  accountList: call({
    method: 'POST',
    path: '/account/list',
    summary: 'Your account records, newest first, optionally of one currency and one type',
    auth: true,
    body: Fields({
      ...RecordPaging,
      currency: Type.Optional(IdOrEmpty("currency id; '' for all")),
      type: Type.Optional(OneOf(['', ...RECORD_TYPES], "record type; '' for all")),
    }),
    response: RecordPage,
  }),

  moveHistory: call({
    method: 'GET',
    path: '/wallet/hzhistory',
    summary: 'Your moves between your own accounts (both records of each move), newest first',
    auth: true,
    query: Fields({ page: Type.Optional(Id('page, from 1 (default 1), 10 a page')) }),
    response: RecordPage,
  }),

  legalLog: call({
    method: 'POST',
    path: '/wallet/legal_log',
    summary: 'The asset account’s records, newest first, optionally of one currency and one type',
    auth: true,
    body: Fields({
      currency: Type.Optional(IdOrEmpty("currency id; '' for all")),
      type: Type.Optional(OneOf(['', ...RECORD_TYPES], "record type; '' for all")),
      page: Type.Optional(Id('page, from 1 (default 1), 10 a page')),
    }),
    response: RecordPage,
  }),

  payLog: call({
    method: 'POST',
    path: '/pay/payLog',
    summary:
      'Money entering or leaving the app: deposits and their bonuses, paid withdrawals and their ' +
      'fees, operator credits; newest first',
    auth: true,
    body: Fields({ ...RecordPaging }),
    response: RecordPage,
  }),
}
