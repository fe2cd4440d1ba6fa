// What other areas may use of microtrade: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { toMicroOrder, type MicroOrderRow } from './orders'
