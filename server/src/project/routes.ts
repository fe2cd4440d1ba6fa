// Token projects (WIRE "Pinned for the catalogue areas": /project, /project/*, /user/project/*).
// The projects are public; committing and the commitments need a session; committing honours
// Idempotency-Key.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { commitToProject, listCommitments } from './orders'
import { setProject } from './ops'
import { listProjects, readProject, toProject } from './projects'

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const now = () => ctx.clock.now()

  api.route({
    ...routeOf(ctx, 'projectList'),
    handler: async (req) => ok(await listProjects(ctx.db, now(), pagingOf(req.query, 20, 50))),
  })

  api.route({
    ...routeOf(ctx, 'projectDetail'),
    handler: async (req) =>
      ok(toProject(await readProject(ctx.db, positiveInt(req.query.project_id)), now())),
  })

  api.route({
    ...routeOf(ctx, 'projectOrder'),
    handler: async (req) => {
      const { user } = userOf(req)
      const order = await writeOnce(ctx, req, (q) =>
        commitToProject(q, ctx.clock, user.id, {
          projectId: positiveInt(text(req.body.project_id)),
          amount: text(req.body.amount),
        }),
      )
      return ok(order)
    },
  })

  api.route({
    ...routeOf(ctx, 'projectMine'),
    handler: async (req) => {
      const { user } = userOf(req)
      return ok(await listCommitments(ctx.db, now(), user.id, pagingOf(req.query, 20, 50)))
    },
  })
}

export function projectOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  api.route({
    ...routeOf(ctx, 'opsProject'),
    handler: async (req) => ok(await setProject(ctx, req.body)),
  })
}
