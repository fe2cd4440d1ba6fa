// Admission control (DESIGN §5 "Overload"): each node lets a few requests work on the database at
// once and keeps a short queue behind them. Past the queue a request is answered at once with a
// translated "busy, try again" (HTTP 503, Retry-After) instead of waiting seconds for its turn;
// the app resends a money-moving call with the same Idempotency-Key, which is safe. Calls answered
// from memory (the market feature: quotes, candles) are never refused.
import type { FastifyInstance } from 'fastify'
import { FEATURES } from '@wire/catalogue'
import { fail } from './envelope'
import { requestLang } from './lang'

export interface AdmissionLimits {
  /** requests working at once */
  concurrency: number
  /** requests waiting for a turn; past this, busy */
  queue: number
}

/**
 * Defaults by engine: PGlite runs one statement at a time, so a short queue keeps an admitted
 * request's wait near its own work; a PostgreSQL pool (10 connections) takes more at once.
 */
export const DEFAULT_LIMITS: Readonly<Record<'pglite' | 'pg', AdmissionLimits>> = {
  pglite: { concurrency: 2, queue: 6 },
  pg: { concurrency: 8, queue: 8 },
}

/** When to try again, in seconds: the queue drains in well under one. */
export const RETRY_AFTER_S = 1

/** A request's place: `admitted` resolves at its turn; `release` ends it, waiting or working. */
export interface Ticket {
  admitted: Promise<void>
  release(): void
}

export class Admission {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(readonly limits: AdmissionLimits) {}

  /** A place for one request; undefined, at once, when the queue is full. */
  enter(): Ticket | undefined {
    let working = false
    let released = false
    const start = () => {
      working = true
    }
    let admitted: Promise<void>
    let wake: (() => void) | undefined
    let drop: ((reason: Error) => void) | undefined
    if (this.running < this.limits.concurrency) {
      this.running++
      start()
      admitted = Promise.resolve()
    } else if (this.waiting.length < this.limits.queue) {
      admitted = new Promise((resolve, reject) => {
        wake = () => {
          start()
          resolve()
        }
        drop = reject
        this.waiting.push(wake)
      })
    } else {
      return undefined
    }
    const release = () => {
      if (released) return
      released = true
      if (working) return this.handOver()
      // gone before its turn: it leaves the queue, nobody else's turn changes, and the
      // request stops waiting instead of starting for a client that is not there
      const at = wake ? this.waiting.indexOf(wake) : -1
      if (at >= 0) this.waiting.splice(at, 1)
      drop?.(new Error('the client left before its turn'))
    }
    return { admitted, release }
  }

  /** A working request ended: the next one waiting takes its turn. */
  private handOver(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running--
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }
}

const FROM_MEMORY: ReadonlySet<string> = new Set(Object.keys(FEATURES.market))

/** Puts every catalogued call of `app` except those answered from memory behind `admission`. */
export function admissionControl(app: FastifyInstance, admission: Admission): void {
  app.addHook('onRequest', async (req, reply) => {
    const call = req.routeOptions.config.call
    if (!call || FROM_MEMORY.has(call)) return
    const ticket = admission.enter()
    if (!ticket) {
      reply.code(503).header('Retry-After', String(RETRY_AFTER_S))
      return reply.send(fail(requestLang(req), 'server_busy'))
    }
    // 'close' comes once whether the answer was sent or the client went away, so a place is
    // always given back, and only once.
    reply.raw.once('close', ticket.release)
    try {
      await ticket.admitted
    } catch {
      // nobody is there to read it; answering ends the request instead of leaving it open
      return reply.send(fail(requestLang(req), 'server_busy'))
    }
  })
}
