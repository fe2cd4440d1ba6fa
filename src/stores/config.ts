// Shared configuration from the server (SPEC §3): logo, url and the rate field, plus public settings.
// The server may word them in the request's language, so they are asked for again when the
// language changes (as Home's content is, through useServerText).
import { proxy, subscribe } from 'valtio'
import type { Settings, SiteConfig } from '@wire/config'
import type { Lang } from '@wire/lang'
import { fetchSettings, fetchSiteConfig } from '@/services/api/content'
import { session } from './session'

export interface ConfigState {
  name: string
  logo: string
  url: string
  tx_rate: string
  settings: Settings
}

export const config = proxy<ConfigState>({
  name: '',
  logo: '',
  url: '',
  tx_rate: '',
  settings: {},
})

function applySiteConfig(site: SiteConfig, settings: Settings): void {
  config.name = site.name
  config.logo = site.logo
  config.url = site.url
  config.tx_rate = site.tx_rate
  config.settings = settings
}

/** The language of the newest ask; null until start-up has asked once. */
let askedIn: Lang | null = null
let turns = 0
let following = false

// The store outlives every page, so it follows session.lang itself: switchLanguage sets it once
// the new messages are active, and http.ts sends it. Start-up's own change (restoring the stored
// language) comes before its first ask and sets nothing off.
function followLanguage(): void {
  if (following) return
  following = true
  subscribe(session, () => {
    if (askedIn !== null && session.lang !== askedIn) loadSiteConfig().catch(() => undefined)
  })
}

/**
 * Asks for the site configuration and the public settings in the session's language. Only the
 * newest ask is applied, so an answer for a language the user has already left never replaces
 * the one for the language now chosen.
 */
export async function loadSiteConfig(): Promise<void> {
  followLanguage()
  const turn = ++turns
  askedIn = session.lang
  const [site, settings] = await Promise.all([fetchSiteConfig(), fetchSettings()])
  if (turn === turns) applySiteConfig(site, settings)
}
