// What other areas may use of identity: they import it from here and nothing else of the folder
// (featureImports.test.ts), so what they depend on is listed in one place.
export { checkCode, consumeCode } from './codeStore'
export { requireCodeFormat } from './credentials'
export { requireNotFrozen } from './frozen'
export {
  normalizedCode,
  RECOVERY_ALPHABET,
  RECOVERY_LENGTH,
  recoveryHash,
  requireSecondFactor,
} from './secondFactor'
export { STAMP_SECURITY } from './security'
export { revokeUserSessions, type SessionUser } from './sessions'
