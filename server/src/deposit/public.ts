// What other areas may use of deposit: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { viewOf, type RechargeRecord } from './recharges'
export { approveDueRecharges, decideRecharge, type Decided } from './review'
