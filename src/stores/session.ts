// The user's session (SPEC §4): token, user and language are kept locally; `initialised` is false
// at every launch until the entry page has restored everything; `entryPage` is where the user was
// going when the app started.
import { proxy } from 'valtio'
import type { UserInfo } from '@wire/user'
import { DEFAULT_LANG, isLang, type Lang } from '@wire/lang'
import { readStored, writeStored } from './storage'

export interface EntryPage {
  path: string
  query: Record<string, string>
}

export interface SessionState {
  token: string
  user: UserInfo | null
  lang: Lang
  initialised: boolean
  entryPage: EntryPage | null
}

const KEYS = { token: 'token', user: 'user', lang: 'lang', entryPage: 'entryPage' } as const

export const session = proxy<SessionState>({
  token: '',
  user: null,
  lang: DEFAULT_LANG,
  initialised: false,
  entryPage: null,
})

/** At launch: remember where the user was going and mark the app not yet initialised. */
export function recordEntry(entry: EntryPage): void {
  session.entryPage = entry
  session.initialised = false
  writeStored(KEYS.entryPage, entry)
}

// Fields /user/info gained after a profile may have been kept (issue 32): a profile stored by an
// earlier version reads as having none of them until start-up fetches the user again.
const ADDED_LATER: Pick<UserInfo, 'anti_phishing' | 'totp_bound' | 'products_off'> = {
  anti_phishing: null,
  totp_bound: false,
  products_off: [],
}

export function restoreSession(): void {
  session.token = readStored<string>(KEYS.token) ?? ''
  const user = readStored<UserInfo>(KEYS.user)
  session.user = user ? { ...ADDED_LATER, ...user } : null
  session.lang = chosenLang() ?? DEFAULT_LANG
  session.entryPage = session.entryPage ?? readStored<EntryPage>(KEYS.entryPage) ?? null
}

export function markInitialised(): void {
  session.initialised = true
}

export function signIn(token: string): void {
  session.token = token
  writeStored(KEYS.token, token)
}

export function setUser(user: UserInfo): void {
  session.user = user
  writeStored(KEYS.user, user)
}

/** Logout or a 999 answer: forget the token and the user; the language stays. */
export function clearSession(): void {
  session.token = ''
  session.user = null
  writeStored(KEYS.token, null)
  writeStored(KEYS.user, null)
}

/** The language the user chose, if ever (until then the app speaks DEFAULT_LANG). */
export function chosenLang(): Lang | null {
  const lang = readStored<string>(KEYS.lang)
  return isLang(lang) ? lang : null
}

export function storeLang(lang: Lang): void {
  session.lang = lang
  writeStored(KEYS.lang, lang)
}
