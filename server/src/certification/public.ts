// What other areas may use of certification: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { requireCertified } from './guards'
