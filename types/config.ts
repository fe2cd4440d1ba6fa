// Shared configuration (SPEC §3): /getSiteConfig and /getSetting.

export interface SiteConfig {
  name: string
  logo: string
  url: string
  /** exchange-rate field from server configuration, a decimal string */
  tx_rate: string
  version: string
}

/** /getSetting: key -> value; with `keyword`, only the keys that contain it. */
export type Settings = Record<string, string>
