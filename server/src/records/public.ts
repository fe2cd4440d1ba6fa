// What other areas may use of records: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { recordViews, type RecordRow } from './records'
