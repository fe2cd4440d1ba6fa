// Start-up (SPEC §2, DESIGN §4): restore the session, load the active language and the site
// configuration; then the entry page (or Home) opens. The realtime connection starts with the
// first quotes on screen (useQuotesLoaded).
import { HOME, LOADING, findRoute } from '@/routes'
import { activateLanguage } from '@/locales'
import { applySiteConfig } from '@/stores/config'
import { markInitialised, restoreSession, session, type EntryPage } from '@/stores/session'
import { fetchSettings, fetchSiteConfig } from './api/common'
import { applyDocumentLanguage } from './language'

export async function boot(): Promise<void> {
  restoreSession()
  const [, site, settings] = await Promise.all([
    activateLanguage(session.lang),
    fetchSiteConfig(),
    fetchSettings(),
  ])
  applyDocumentLanguage(session.lang)
  applySiteConfig(site, settings)
  markInitialised()
}

/** Where start-up continues: the page the app was opened on, unless that is the loading page. */
export function entryTarget(): EntryPage {
  const entry = session.entryPage
  const route = entry ? findRoute(entry.path) : undefined
  if (!entry || !route || route.path === LOADING) return { path: HOME, query: {} }
  return { path: route.path, query: entry.query }
}
