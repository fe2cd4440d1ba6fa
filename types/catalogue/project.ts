// Token projects (issue 29; WIRE "Pinned for the catalogue areas", Projects). A project sells a
// fixed amount of its token at a fixed USDT price inside a window; commitments are held until the
// window ends, then allocated pro rata within the per-user cap (common/projectRules.ts).
import { Type, type Static } from 'typebox'
import {
  call,
  Decimal,
  DecimalOut,
  Fields,
  Id,
  Nullable,
  OneOf,
  Paged,
  Paging,
  Text,
  Time,
} from './common'

export const Project = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  symbol: Type.String({ description: "the token's code" }),
  currency_id: Type.Integer({ description: "the token's currency id in the asset account" }),
  description: Type.String(),
  price: DecimalOut('USDT per token'),
  for_sale: DecimalOut('tokens'),
  per_user_cap: DecimalOut('tokens at most per user'),
  places: Type.Integer({ description: 'decimals of a token amount' }),
  max_commit: DecimalOut('USDT one user may commit at most, in all'),
  start_at: Type.String({ description: 'ISO time' }),
  end_at: Type.String({ description: 'ISO time: commitments are allocated after it' }),
  state: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
    description: "the spec's purchase window: 2 not started, 1 open, 0 ended or paused",
  }),
  committed: DecimalOut('USDT committed by everyone so far'),
  subscribers: Type.Integer({ description: 'users who committed' }),
  allocated: Type.Boolean({ description: 'the allocation has been made' }),
  sold: Nullable(DecimalOut('tokens allocated, once allocated')),
})
export type Project = Static<typeof Project>

export const ProjectOrder = Type.Object({
  id: Type.Integer(),
  project: Project,
  amount: DecimalOut('USDT committed'),
  status: Type.Union([Type.Literal(1), Type.Literal(2)], {
    description: '1 committed, 2 allocated',
  }),
  tokens: Nullable(DecimalOut('tokens allocated')),
  charged: Nullable(DecimalOut('USDT charged: tokens x price, up to the cent')),
  released: Nullable(DecimalOut('USDT returned to available')),
  create_time: Type.String(),
  allocate_time: Nullable(Type.String()),
})
export type ProjectOrder = Static<typeof ProjectOrder>

export const project = {
  projectList: call({
    method: 'GET',
    path: '/project',
    summary: 'The projects, open ones first, then those to come, then the ended',
    auth: false,
    query: Fields({ ...Paging(20, 50) }),
    response: Paged(Project),
  }),

  projectDetail: call({
    method: 'GET',
    path: '/project/detail',
    summary: 'One project',
    auth: false,
    query: Fields({ project_id: Id() }),
    response: Project,
    errors: { project_id: 'project_not_found' },
  }),

  projectOrder: call({
    method: 'POST',
    path: '/project/order',
    summary: 'Commit USDT to a project (added to an earlier commitment); held until allocation',
    auth: true,
    product: 'project',
    idempotent: true,
    body: Fields({ project_id: Id(), amount: Decimal('USDT committed') }),
    response: ProjectOrder,
    errors: { project_id: 'project_not_found', amount: 'amount_invalid' },
  }),

  projectMine: call({
    method: 'GET',
    path: '/user/project/order',
    summary: "The user's commitments and their allocations, newest first",
    auth: true,
    query: Fields({ ...Paging(20, 50) }),
    response: Paged(ProjectOrder),
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

export const opsProject = {
  opsProject: call({
    method: 'POST',
    path: '/project',
    mount: '/ops',
    summary: 'Lists a token project, or pauses or resumes its commitments (audited)',
    auth: false,
    operator: true,
    body: Fields({
      id: Type.Optional(Id('an existing project: only its status changes')),
      name: Type.Optional(Text({ maxLength: 40 })),
      symbol: Type.Optional(Text({ maxLength: 10 })),
      description: Type.Optional(Text({ maxLength: 2000, multiline: true })),
      price: Type.Optional(Decimal('USDT per token')),
      for_sale: Type.Optional(Decimal()),
      per_user_cap: Type.Optional(Decimal()),
      max_commit: Type.Optional(Decimal('USDT one user may commit at most')),
      places: Type.Optional(OneOf(['0', '1', '2', '3', '4', '5', '6', '7', '8'])),
      start_at: Type.Optional(Time('unix seconds')),
      end_at: Type.Optional(Time('unix seconds')),
      status: Type.Optional(OneOf(['0', '1'], '1 taking commitments, 0 paused')),
    }),
    response: Project,
  }),
}
