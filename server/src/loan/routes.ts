// Collateralised loans (WIRE "Pinned for the catalogue areas": /loan/*). The products are public;
// borrowing, the loans, adding collateral and repaying need a session; the writes honour
// Idempotency-Key.
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { userOf } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { addCollateral, borrow, listLoans, repay } from './loans'
import { setLoanProduct } from './ops'
import { lendingProducts, readProduct, toLoanProduct } from './products'

export function loanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const now = () => ctx.clock.now()

  api.route({
    ...routeOf(ctx, 'loanProducts'),
    handler: async () => {
      const at = now()
      return ok((await lendingProducts(ctx.db)).map((p) => toLoanProduct(p, ctx.feed, at)))
    },
  })

  api.route({
    ...routeOf(ctx, 'loanProduct'),
    handler: async (req) =>
      ok(toLoanProduct(await readProduct(ctx.db, text(req.query.borrowing_code)), ctx.feed, now())),
  })

  api.route({
    ...routeOf(ctx, 'loanSubmit'),
    handler: async (req) => {
      const { user } = userOf(req)
      const loan = await writeOnce(ctx, req, (q) =>
        borrow(q, ctx.clock, ctx.feed, user.id, {
          code: text(req.body.borrowing_code),
          amount: text(req.body.amount),
          collateralCurrency: positiveInt(text(req.body.collateral_currency)) ?? 0,
          collateralAmount: text(req.body.collateral_amount),
        }),
      )
      return ok(loan)
    },
  })

  api.route({
    ...routeOf(ctx, 'loanList'),
    handler: async (req) => {
      const { user } = userOf(req)
      return ok(await listLoans(ctx.db, ctx.feed, now(), user.id, pagingOf(req.body, 20, 50)))
    },
  })

  api.route({
    ...routeOf(ctx, 'loanAddCollateral'),
    handler: async (req) => {
      const { user } = userOf(req)
      const loan = await writeOnce(ctx, req, (q) =>
        addCollateral(q, ctx.clock, ctx.feed, user.id, {
          id: positiveInt(req.body.id),
          amount: text(req.body.amount),
        }),
      )
      return ok(loan)
    },
  })

  api.route({
    ...routeOf(ctx, 'loanRepay'),
    handler: async (req) => {
      const { user } = userOf(req)
      const loan = await writeOnce(ctx, req, (q) =>
        repay(q, ctx.clock, ctx.feed, user.id, positiveInt(req.body.id)),
      )
      return ok(loan)
    },
  })
}

export function loanOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  api.route({
    ...routeOf(ctx, 'opsLoanProduct'),
    handler: async (req) => ok(await setLoanProduct(ctx, req.body)),
  })
}
