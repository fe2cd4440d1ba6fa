// Loan calls (WIRE /loan/*): the products, one product, borrowing, the user's loans, adding
// collateral and repaying. Types are the catalogue's.
import type { PayloadOf } from '@wire/catalogue'
import { bindCalls } from './client'
import { CALLS } from './calls/loan'

const api = bindCalls(CALLS)

export type LoanProduct = PayloadOf<'loanProduct'>
export type Loan = PayloadOf<'loanSubmit'>

export const fetchLoanProducts = () => api.loanProducts({})

export const fetchLoanProduct = (code: string) => api.loanProduct({ borrowing_code: code })

export const fetchLoans = (page: number) => api.loanList({ page, limit: 20 })

export interface BorrowInput {
  code: string
  amount: string
  collateralCurrency: number
  collateralAmount: string
}

/** Each write happens once, however often its answer is lost. */
export const borrowLoan = (input: BorrowInput, key: string) =>
  api.loanSubmit(
    {
      borrowing_code: input.code,
      amount: input.amount,
      collateral_currency: input.collateralCurrency,
      collateral_amount: input.collateralAmount,
    },
    key,
  )

export const addLoanCollateral = (id: number, amount: string, key: string) =>
  api.loanAddCollateral({ id, amount }, key)

export const repayLoan = (id: number, key: string) => api.loanRepay({ id }, key)
