// What other areas may use of wallet: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { ASSET_CURRENCY_IDS, usdtPrice } from './accounts'
export { withdrawHoldMs, withdrawLock, type WithdrawLock } from './holds'
export { depositAddressOf, listNetworks, OFF_CHAIN, requireNetwork } from './networks'
export { assetCurrency } from './transferInfo'
