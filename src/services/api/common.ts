// Common calls (SPEC §7): site configuration and public settings.
import type { Settings, SiteConfig } from '@wire/config'
import { get } from '../http'

export const fetchSiteConfig = () => get<SiteConfig>('/getSiteConfig')

export const fetchSettings = (keyword?: string) => get<Settings>('/getSetting', { keyword })
