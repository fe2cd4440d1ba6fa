// Shared configuration from the server (SPEC §3): logo, url and the rate field, plus public settings.
import { proxy } from 'valtio'
import type { Settings, SiteConfig } from '@wire/config'

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

export function applySiteConfig(site: SiteConfig, settings: Settings): void {
  config.name = site.name
  config.logo = site.logo
  config.url = site.url
  config.tx_rate = site.tx_rate
  config.settings = settings
}
