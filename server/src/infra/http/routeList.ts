// What an app serves, as 'GET /api/user/info', for the test that holds it to the catalogue.
// Fastify can print its routes only as a tree; the onRoute hook sees each one as it is added.
import type { FastifyInstance } from 'fastify'

const lists = new WeakMap<FastifyInstance, string[]>()

/** Call first, before any route is added. */
export function recordRoutes(app: FastifyInstance): void {
  const list: string[] = []
  lists.set(app, list)
  app.addHook('onRoute', (route) => {
    // HEAD is Fastify's own twin of each GET.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') list.push(`${method} ${route.url}`)
    }
  })
}

export function routesOf(app: FastifyInstance): readonly string[] {
  return lists.get(app) ?? []
}
