// What an account record can be, shared by the catalogue, the server's ledger and the app's records
// page (which must not load the catalogue's schema library), so the list is written once.

/**
 * What an account record was (`account/list` rows' `type`), in the order the records page's
 * filter offers them: the app translates it by this code. Every balance change of the ledger has
 * one.
 */
export const RECORD_TYPES = [
  'ops_credit',
  'micro_stake',
  'micro_fee',
  'micro_payout',
  'micro_refund',
  'move_out',
  'move_in',
  // an approved deposit, and the operator's bonus on it
  'deposit',
  'deposit_bonus',
  // a withdrawal: number + fee frozen at request, paid out on approval, returned on rejection
  'withdraw_freeze',
  'withdraw_paid',
  'withdraw_fee',
  'withdraw_unfreeze',
  // an exchange: what left the source currency, and what arrived (after the fee)
  'exchange_out',
  'exchange_in',
  // lock mining: the amount locked, each day's profit, the amount returned, an early-redemption penalty
  'lock_freeze',
  'lock_profit',
  'lock_unfreeze',
  'lock_penalty',
  // spot: paid for a trade (from available, or from what an open order held), received, the fee
  // on what was received, held for an open order, and released from one
  'spot_pay',
  'spot_receive',
  'spot_fee',
  'spot_freeze',
  'spot_unfreeze',
  // the house's simulated liquidity: what the house issues, and what it passes to its market maker
  'house_issue',
  'mm_fund',
  // leverage: margin and opening fee held (for a position or a pending limit), the opening fee
  // taken, held money released, a day's overnight fee taken from a margin, and a close (the margin
  // leaving the held part, and what returns to available)
  'lever_freeze',
  'lever_fee',
  'lever_unfreeze',
  'lever_overnight',
  'lever_close',
  // copy-trading: a week's profit share, paid by the follower and received by the trader
  'follow_share_paid',
  'follow_share_received',
  // dual investment: the deposit held, leaving at settlement, and the payout
  'dual_freeze',
  'dual_settle',
  'dual_payout',
  // token projects: the commitment held; at allocation its charge leaves, the tokens arrive and
  // the rest is released
  'project_freeze',
  'project_charge',
  'project_tokens',
  'project_release',
  // loans: the collateral held and released, the loan credited and repaid, a liquidation's take
  'loan_collateral_freeze',
  'loan_collateral_release',
  'loan_credit',
  'loan_repay',
  'loan_liquidation',
  // P2P: an ad's coin held and returned, an order's coin released to the buyer
  'p2p_ad_freeze',
  'p2p_ad_unfreeze',
  'p2p_release',
  'p2p_receive',
  // collectibles: a blind box bought, an edition bought, a sale's proceeds (less the fee), a bid
  // held and released, a won auction paid from its hold
  'nft_box_buy',
  'nft_buy',
  'nft_sale',
  'nft_bid_freeze',
  'nft_bid_unfreeze',
  'nft_auction_pay',
] as const
export type RecordType = (typeof RECORD_TYPES)[number]
