// What other areas may use of upload: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { signedViewQuery } from './signedUrl'
export { requireOwnUpload, uploadOwner } from './uploads'
