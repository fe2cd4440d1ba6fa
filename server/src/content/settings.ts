// Site configuration and the public settings the client may read (GET /getSiteConfig, /getSetting).
import type { SiteConfig, Settings } from '@wire/config'
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../infra/db/client'

/** The settings keys behind each SiteConfig field. */
const SITE_KEYS: Readonly<Record<keyof SiteConfig, string>> = {
  name: 'site_name',
  logo: 'site_logo',
  url: 'site_url',
  tx_rate: 'tx_rate',
  version: 'version',
}

export async function siteConfig(q: Queryable): Promise<SiteConfig> {
  const rows = await q.query<{ key: string; value: string }>(
    'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
    [Object.values(SITE_KEYS)],
  )
  const value = new Map(rows.map((r) => [r.key, r.value]))
  const get = (field: keyof SiteConfig) => value.get(SITE_KEYS[field]) ?? ''
  return {
    name: get('name'),
    logo: get('logo'),
    url: get('url'),
    tx_rate: get('tx_rate'),
    version: get('version'),
  }
}

/** Public settings whose key contains `keyword` (all of them for an empty keyword). */
export async function publicSettings(q: Queryable, keyword: string): Promise<Settings> {
  // strpos, not LIKE: a keyword with % or _ must match literally.
  const rows = await q.query<{ key: string; value: string }>(
    `SELECT key, value FROM settings WHERE public AND strpos(key, $1) > 0 ORDER BY key`,
    [keyword],
  )
  return Object.fromEntries(rows.map((r) => [r.key, r.value]))
}

/**
 * A secret of this installation under settings key `key`: drawn once, kept in the database (so
 * every node and every restart agree) and never public.
 */
export async function installationSecret(q: Queryable, key: string): Promise<string> {
  await q.query(
    `INSERT INTO settings (key, value, public) VALUES ($1, $2, false) ON CONFLICT (key) DO NOTHING`,
    [key, randomBytes(32).toString('hex')],
  )
  const [row] = await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key])
  return row.value
}

/** The simulated market's seed: whoever knows it can compute future prices. */
export const installationFeedSeed = (q: Queryable): Promise<string> =>
  installationSecret(q, 'feed_seed')
