// What other areas may use of spot: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { toSpotOrder, type SpotOrderRow } from './orders'
