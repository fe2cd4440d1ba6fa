// Server settings from the environment, with the defaults of DESIGN §5.
import path from 'node:path'
import { PAY_CHANNELS } from '@common/payRules'
import type { AdmissionLimits } from './infra/http/admission'
import type { PayConfig } from './pay/providers'

export interface ServerEnv {
  port: number
  host: string
  /** PostgreSQL server; unset means embedded PGlite in dataDir/pg */
  databaseUrl?: string
  dataDir: string
  pgDataDir: string
  uploadDir: string
  opsToken?: string
  staticDir: string
  houseInviteCode: string
  trustProxy: boolean
  /** seed of the simulated market; unset means one drawn for this installation (kept in the db) */
  feedSeed?: string
  /** DEMO=1: certifications are approved after a few seconds, labelled as demo (DESIGN §5) */
  demo: boolean
  /** TZ_BUSINESS: the time zone lock-mining days are counted in; UTC unless set */
  businessTz: string
  /** ADMISSION_WORKING and ADMISSION_QUEUE: this node's admission limits; the engine's defaults
   *  (http/admission.ts) unless both are set */
  admission?: AdmissionLimits
  /** PAY_<CHANNEL>_URL, _SECRET and _NAME: a channel's card payment provider; the sandbox when unset */
  pay: PayConfig
}

/** A channel's provider when its URL and secret are both set; a half-set one is an error. */
function payConfig(env: Readonly<Record<string, string | undefined>>): PayConfig {
  const config: PayConfig = {}
  for (const channel of PAY_CHANNELS) {
    const prefix = `PAY_${channel.toUpperCase()}_`
    const url = env[`${prefix}URL`]
    const secret = env[`${prefix}SECRET`]
    if (!url && !secret) continue
    if (!url || !secret || !/^https:\/\//.test(url)) {
      throw new Error(`${prefix}URL (https) and ${prefix}SECRET go together`)
    }
    config[channel] = { url, secret, name: env[`${prefix}NAME`] || channel }
  }
  return config
}

function count(name: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`bad ${name}: ${value}`)
  return n
}

export function readEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerEnv {
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad PORT: ${env.PORT}`)
  const dataDir = path.resolve(env.DATA_DIR || './data')
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgDataDir: path.join(dataDir, 'pg'),
    uploadDir: path.join(dataDir, 'uploads'),
    opsToken: env.OPS_TOKEN || undefined,
    staticDir: path.resolve(env.STATIC_DIR || 'dist/h5'),
    houseInviteCode: env.INVITE_CODE || 'WELCOME',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    feedSeed: env.FEED_SEED || undefined,
    demo: env.DEMO === '1' || env.DEMO === 'true',
    businessTz: env.TZ_BUSINESS || 'UTC',
    admission:
      env.ADMISSION_WORKING && env.ADMISSION_QUEUE
        ? {
            concurrency: count('ADMISSION_WORKING', env.ADMISSION_WORKING),
            queue: count('ADMISSION_QUEUE', env.ADMISSION_QUEUE),
          }
        : undefined,
    pay: payConfig(env),
  }
}
