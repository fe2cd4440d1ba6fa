// What other areas may use of messages: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { notify, priceVar, type NoticeTemplate } from './notices'
export { pushMessage, type PushMessage, type StoredMessage } from './push'
