// Server settings from the environment, with the defaults of DESIGN §5.
import path from 'node:path'

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
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
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
  }
}
