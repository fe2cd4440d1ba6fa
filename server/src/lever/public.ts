// What other areas may use of lever: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { closeLocked, matchOf, type LeverDeps } from './close'
export type { FollowEventKind } from './copyEvents'
export { shareMarket, termsOf, type LeverMarketRow } from './markets'
export { CLOSED, OPEN, sideOf, type PositionRow } from './positions'
export { pushOutcome } from './push'
export { emptyOutcome, type LeverOutcome } from './settle'
export { insertPosition } from './submit'
export { viewPositions } from './views'
