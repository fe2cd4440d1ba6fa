// buildApp(deps) -> a Fastify instance with everything wired and nothing listening yet. Tests build
// one on an in-memory database; main.ts builds one on the real database and listens. The socket
// gateway shares `app.server`; new features join through areas.ts (their routes, operator routes
// and background jobs). On the system clock the jobs run by themselves from listen to close.
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { systemClock, type Clock } from './infra/clock'
import { LogSender, type CodeSender } from './identity/codeSender'
import { createLimiters, type AppContext, type Limiters } from './context'
import { payProviders, usesSandbox, type PayConfig } from './pay/providers'
import { sandboxSite } from './pay/sandboxSite'
import type { Limit } from './infra/rateLimit'
import { DEFAULT_SCRYPT_N } from './infra/crypto/password'
import type { Db } from './infra/db/client'
import { randomCaptchaText } from './identity/captchaSvg'
import { LoginGuard } from './identity/loginGuard'
import { checkTimeZone } from './infra/schedule/businessDays'
import { JobRunner } from './infra/schedule/runner'
import { MAX_UPLOAD_BYTES } from './upload/limits'
import { compressJsonAnswers } from './infra/http/compress'
import { AJV_OPTIONS } from './infra/http/ajvOptions'
import { installErrorHandlers } from './infra/http/errors'
import { publishOpenApi } from './infra/http/openapi'
import { recordRoutes } from './infra/http/routeList'
import { mediaRoutes } from './infra/http/media'
import { healthRoutes } from './infra/http/health'
import { isStaticDir, serveStatic } from './infra/http/static'
import type { MarketFeed } from './market/feed'
import { SimulatedFeed } from './market/simulatedFeed'
import { requireOpsToken } from './ops/token'
import { clusterLink } from './infra/realtime/cluster'
import { attachGateway } from './infra/realtime/gateway'
import { noRealtime } from './infra/realtime/realtime'
import { AREAS } from './areas'
import {
  Admission,
  admissionControl,
  DEFAULT_LIMITS,
  type AdmissionLimits,
} from './infra/http/admission'

export interface AppDeps {
  db: Db
  clock?: Clock
  /** delivers verification codes; a LogSender (log only) when absent */
  sender?: CodeSender
  /** enables /ops/*; without it those routes do not exist */
  opsToken?: string
  /** the H5 build to serve at '/', when the folder exists */
  staticDir?: string
  /** where uploaded files go; keep it outside staticDir */
  uploadDir: string
  /** invitation code that registers without a referrer */
  houseInviteCode?: string
  /** Fastify's logger: off when absent; tests pass a stream to read what was logged */
  logger?: FastifyServerOptions['logger']
  /** trust X-Forwarded-For (behind a reverse proxy) for the client address used by rate limits */
  trustProxy?: boolean
  /** answer of each new captcha; tests pin it, otherwise random */
  captchaText?: () => string
  /** scrypt N for new password hashes; tests lower it to run fast, production keeps the default */
  passwordCost?: number
  /**
   * The market; a simulated one on `clock` when absent. Either way the job runner advances it
   * (market/jobs.ts).
   */
  feed?: MarketFeed
  /** the socket.io gateway at /socket.io; on unless false */
  realtime?: boolean
  /**
   * The settlement jobs (those of every <feature>/jobs.ts that settle, pay, expire or copy
   * something): registered with the runner unless false. The runner runs by itself only on the
   * system clock; under a test clock, tests run a job (ctx.jobs.runJob(name)) or every due one
   * (runDue()).
   */
  settle?: boolean
  /**
   * DEMO=1: approve certifications and deposits after `approveAfterMs` (5 s when absent), marked
   * as demo approvals: a job of the runner (certification/jobs.ts).
   */
  demo?: { approveAfterMs?: number }
  /** the business time zone lock-mining days are counted in (TZ_BUSINESS); UTC when absent */
  businessTz?: string
  /** requests working on the database at once and waiting behind them; by engine when absent */
  admission?: AdmissionLimits
  /** rate limits other than DEFAULT_LIMITS (context.ts) */
  limits?: Partial<Record<keyof Limiters, Limit>>
  /** card payment providers by channel; the sandbox for a channel not given */
  pay?: PayConfig
}

export const DEFAULT_HOUSE_INVITE_CODE = 'WELCOME'

const contexts = new WeakMap<FastifyInstance, AppContext>()

/** What the routes of `app` share, for code beside them: tests, a scheduler (feed, realtime). */
export function contextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app)
  if (!ctx) throw new Error('not an app built by buildApp')
  return ctx
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    ajv: { customOptions: AJV_OPTIONS },
  })
  const clock = deps.clock ?? systemClock
  const onError = (err: unknown) => app.log.error({ err }, 'market or realtime error')
  const jobs = new JobRunner({
    clock,
    onError: (err, job) => app.log.error({ err, job }, 'background job error'),
  })
  const feed = deps.feed ?? new SimulatedFeed({ clock, onError })
  const gateway =
    deps.realtime === false
      ? undefined
      : attachGateway(app.server, {
          feed,
          db: deps.db,
          clock,
          onError,
          cluster: deps.db.url ? clusterLink(deps.db.url, onError) : undefined,
        })
  const realtime = gateway ?? noRealtime
  const businessTz = checkTimeZone(deps.businessTz ?? 'UTC')
  const ctx: AppContext = {
    db: deps.db,
    clock,
    sender: deps.sender ?? new LogSender({ clock, log: (line) => app.log.info(line) }),
    uploadDir: deps.uploadDir,
    houseInviteCode: deps.houseInviteCode ?? DEFAULT_HOUSE_INVITE_CODE,
    limiters: createLimiters(deps.db, clock, deps.limits),
    loginGuard: new LoginGuard(deps.db, clock),
    captchaText: deps.captchaText ?? (() => randomCaptchaText()),
    passwordCost: deps.passwordCost ?? DEFAULT_SCRYPT_N,
    feed,
    realtime,
    demo: deps.demo !== undefined,
    businessTz,
    jobs,
    pay: payProviders(deps.db, deps.pay ?? {}),
  }
  contexts.set(app, ctx)

  const settings = { settle: deps.settle !== false, demo: deps.demo, log: app.log }
  for (const { jobs: features } of AREAS)
    for (const job of features?.(ctx, settings) ?? []) jobs.add(job)
  // Under a test clock the test moves the clock and runs the jobs (ctx.jobs.runDue()).
  if (clock === systemClock) app.addHook('onListen', async () => jobs.start())
  // Work that came due while the database was away is done as soon as it is back.
  const stopWaking = deps.db.availability?.onChange((up) => {
    if (up) jobs.wake()
  })
  // Open sockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => gateway?.disconnectAll())
  app.addHook('onClose', async () => {
    // Rounds in progress finish before the caller closes the database.
    stopWaking?.()
    await jobs.stop()
    await gateway?.close()
  })

  recordRoutes(app)
  installErrorHandlers(app, { pages: isStaticDir(deps.staticDir) })
  await publishOpenApi(app)
  await app.register(formbody)
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21 },
  })

  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    // Answers carry tokens and personal data: no cache may keep them.
    if (/^\/(api|ops)(\/|\?|$)/.test(req.url)) {
      reply.header('Cache-Control', 'no-store')
    }
  })
  compressJsonAnswers(app)

  const admission = new Admission(deps.admission ?? DEFAULT_LIMITS[deps.db.engine])
  await app.register(
    async (api) => {
      admissionControl(api, admission)
      for (const { routes } of AREAS) routes?.(api, ctx)
    },
    { prefix: '/api' },
  )

  await app.register(async (media) => mediaRoutes(media, ctx), { prefix: '/media' })
  healthRoutes(app, deps.db)
  if (usesSandbox(deps.pay ?? {})) {
    await app.register(async (site) => sandboxSite(site, ctx), { prefix: '/sandbox-pay' })
  }

  const opsToken = deps.opsToken
  if (opsToken) {
    await app.register(
      async (ops) => {
        requireOpsToken(ops, opsToken)
        for (const { opsRoutes } of AREAS) opsRoutes?.(ops, ctx)
      },
      { prefix: '/ops' },
    )
  }

  if (isStaticDir(deps.staticDir)) await serveStatic(app, deps.staticDir)

  return app
}
