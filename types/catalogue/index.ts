// The call catalogue: every call of the API, declared once (DESIGN §2).
//
// Why it exists: the server, the client and the published OpenAPI used to restate each call by
// hand, and a field renamed on one side broke the other at run time. Here a call is one value that
// the server registers and validates from (Fastify + TypeBox), that the client's API functions are
// typed by (`import type` only: no byte of TypeBox reaches the app), and that @fastify/swagger
// publishes. A changed field is one edit both sides type-check against.
//
// Why request fields are strings with patterns, never `integer` + ajv coercion: form-urlencoded
// bodies and query strings carry nothing but strings, and the handlers read strings (trimmed).
// Coercion would widen what passes ('0x10', '1e3', ' 3 ' and `true` all become numbers) and
// would refuse '' where the server treats an empty field as absent. A pattern says exactly which
// strings pass, and OpenAPI shows the wire as it is. The only coercion left is between scalars
// (server/src/infra/http/ajvOptions.ts): a JSON number (ops calls take JSON) becomes its string; an array
// where one value is declared is refused. `Id()` fields are typed `${number}` so `SendOf` lets the
// client pass numbers.
//
// Why the schemas are looser than the rules: where a rule in code answers a value with its own
// translated text (password 6-12, e-mail shape, minimum stake), the field is plain `Text` capped
// far above the rule, so users keep seeing that text rather than a generic "invalid field". What
// the schema adds is what no rule did: no control characters, no unbounded strings, no values
// outside a fixed set. Where a refused value was answered with a specific text before, `errors`
// names it, so the check can answer the same words.
//
// Why objects stay open: the server has always ignored fields it does not know, and under
// Fastify's `removeAdditional: true` a closed object would drop them silently (`lang` included).
//
// Why every call has a name: client, server and tests refer to `login`, not to a path string
// that can drift; the path lives here only.
import type { Static, TSchema } from 'typebox'
import type { Call } from './common'
import { CodeAnswer, FailureEnvelope, OkEnvelope } from './common'
import { addressBook } from './addressBook'
import { alerts } from './alerts'
import { bankCard } from './bankCard'
import { certification, opsReview } from './certification'
import { content } from './content'
import { exchange } from './exchange'
import { fileExports } from './exports'
import { dual, opsDual } from './dual'
import { follow, opsFollow } from './follow'
import { deposit, opsDeposit } from './deposit'
import { identity } from './identity'
import { opsJurisdiction } from './jurisdiction'
import { lever, opsLever } from './lever'
import { loan, opsLoan } from './loan'
import { lockMining } from './lockMining'
import { market } from './market'
import { messages } from './messages'
import { microtrade } from './microtrade'
import { money } from './money'
import { networks } from './networks'
import { ops } from './ops'
import { records } from './records'
import { safety } from './safety'
import { opsP2p, p2p } from './p2p'
import { pay } from './pay'
import { collectibles, opsCollectibles } from './collectibles'
import { opsProject, project } from './project'
import { opsSpot, spot } from './spot'
import { opsSupport, support } from './support'
import { uploads } from './uploads'
import { watchlist } from './watchlist'
import { withdraw } from './withdraw'

export type { Call, Method, Mount, Answer } from './common'
export { CodeAnswer, FailureEnvelope, OkEnvelope }

/** The calls by feature, named as the server's feature folders (OpenAPI tags). */
export const FEATURES = {
  identity,
  addressBook,
  bankCard,
  market,
  watchlist,
  microtrade,
  money: { ...money, ...networks },
  exchange,
  records,
  lockMining,
  deposit,
  content,
  uploads,
  certification,
  messages,
  support,
  spot,
  lever,
  follow,
  dual,
  project,
  loan,
  p2p,
  pay,
  collectibles,
  safety,
  alerts,
  exports: fileExports,
  ops: {
    ...ops,
    ...opsReview,
    ...opsDeposit,
    ...opsSupport,
    ...opsSpot,
    ...opsLever,
    ...opsFollow,
    ...opsDual,
    ...opsProject,
    ...opsLoan,
    ...opsP2p,
    ...opsCollectibles,
    ...opsJurisdiction,
  },
  withdraw,
} as const

export type Feature = keyof typeof FEATURES

/**
 * The features whose generated call tables (scripts/gen-calls.ts) live with their pages rather
 * than in the main package, so a mini-program keeps them in the area's subpackage: read by the
 * generator and by the test that holds the tables to the catalogue.
 */
export const CALL_AREAS = [
  'spot',
  'lever',
  'follow',
  'dual',
  'project',
  'loan',
  'p2p',
  'pay',
  'collectibles',
  'safety',
  'alerts',
  'exports',
] as const satisfies readonly Feature[]

export const CATALOGUE = {
  ...identity,
  ...addressBook,
  ...bankCard,
  ...market,
  ...watchlist,
  ...microtrade,
  ...money,
  ...networks,
  ...exchange,
  ...records,
  ...lockMining,
  ...deposit,
  ...content,
  ...uploads,
  ...certification,
  ...messages,
  ...ops,
  ...opsReview,
  ...withdraw,
  ...opsDeposit,
  ...support,
  ...opsSupport,
  ...spot,
  ...opsSpot,
  ...lever,
  ...opsLever,
  ...follow,
  ...opsFollow,
  ...dual,
  ...opsDual,
  ...project,
  ...opsProject,
  ...loan,
  ...opsLoan,
  ...p2p,
  ...pay,
  ...collectibles,
  ...opsCollectibles,
  ...safety,
  ...alerts,
  ...fileExports,
  ...opsJurisdiction,
  ...opsP2p,
} as const satisfies Readonly<Record<string, Call>>

export type CallName = keyof typeof CATALOGUE
export type CallOf<K extends CallName> = (typeof CATALOGUE)[K]

type FieldsOf<C> = C extends { body: infer B extends TSchema }
  ? Static<B>
  : C extends { query: infer Q extends TSchema }
    ? Static<Q>
    : C extends { multipart: infer M extends TSchema }
      ? Static<M>
      : Record<string, never>

/** The fields as the server receives them after validation: strings. */
export type RequestOf<K extends CallName> = FieldsOf<CallOf<K>>

/** The path parameters (media calls). */
export type ParamsOf<K extends CallName> =
  CallOf<K> extends { params: infer P extends TSchema } ? Static<P> : Record<string, never>

/** The payload: the envelope's `message` (the code answer's `data` for new_timeshar). */
export type PayloadOf<K extends CallName> = Static<CallOf<K>['response']>

/** The whole JSON answer of an enveloped or code-style call. */
export type AnswerOf<K extends CallName> =
  CallOf<K> extends { answer: 'code' }
    ? { code: 1 | -1; msg: string; data: PayloadOf<K> }
    : { type: 'ok'; message: PayloadOf<K> } | Static<typeof FailureEnvelope>

// A field the form serialises: digit strings ('1', `${number}`) may be given as numbers.
type Loose<V> = V extends `${infer N extends number}` ? V | N : V

/** What the client may pass: RequestOf, with numbers allowed where the field holds digits. */
export type SendOf<K extends CallName> = { [F in keyof RequestOf<K>]: Loose<RequestOf<K>[F]> }

/** The full path of a call ('/api/user/login'). */
export function fullPath(c: Call): string {
  return `${c.mount ?? '/api'}${c.path}`
}
