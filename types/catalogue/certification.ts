// Certification (SPEC §7 Settings and profile; WIRE.md pinned): step 1 (primary) names the
// document, step 2 (advanced) sends its photos; /real/state tells where the user stands. And the
// operator's side of it under /ops: the review queue, the decision, a message to the user, and
// freezing an account.
import { Type } from 'typebox'
import { call, Fields, Nullable, OneOf, Text } from './common'
import { OpsMoneyQueueRow } from './money'

const ReviewStatus = Type.Union(
  [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)],
  { description: '0 none, 1 reviewing, 2 certified, 3 rejected' },
)

const CertificateType = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 ID card, 1 passport, 2 driver licence',
})

const Level = OneOf(['primary', 'advanced'] as const)

export const RealData = Type.Object({
  name: Type.String(),
  card_id: Type.String({ description: 'masked' }),
  certificate_type: CertificateType,
  front_pic: Nullable(Type.String({ description: 'upload reference' })),
  reverse_pic: Nullable(Type.String()),
  hand_pic: Nullable(Type.String()),
  review_status: ReviewStatus,
  remark: Nullable(Type.String({ description: 'why primary certification was rejected' })),
  advanced_review_status: ReviewStatus,
  advanced_remark: Nullable(
    Type.String({ description: 'why advanced certification was rejected' }),
  ),
  demo: Type.Boolean({ description: 'approved automatically by a demo server' }),
  advanced_demo: Type.Boolean(),
})

export const RealState = Type.Object({
  real_status: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 once primary certification is complete',
  }),
  review_status: ReviewStatus,
  advanced_review_status: ReviewStatus,
  password_status: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 when the trade/withdraw password is set',
  }),
  real_data: Nullable(RealData),
})

// Typed by people and checked by common/certificationRules.ts, which answers in its own words
// ("please enter your real name"); the caps sit far above what the rules accept.
const NameField = Text({ maxLength: 200, description: 'real name (checked by the rule)' })
const CardIdField = Text({ maxLength: 64, description: 'document number (checked by the rule)' })
const PhotoRef = Text({ maxLength: 200, description: 'the reference /upload answered' })

const Said = Type.String({ description: 'a translated confirmation' })

export const certification = {
  realState: call({
    method: 'GET',
    path: '/real/state',
    summary: "The user's certification: both levels' state, and the data last submitted",
    auth: true,
    query: Fields({}),
    response: RealState,
  }),

  realName: call({
    method: 'POST',
    path: '/user/real_name',
    summary: 'Step 1, primary certification: document type, real name and number, for review',
    auth: true,
    body: Fields({
      id_type: Type.Optional(OneOf(['', '0', '1', '2'], '0 ID card, 1 passport, 2 driver licence')),
      name: Type.Optional(NameField),
      card_id: Type.Optional(CardIdField),
      country: Type.Optional(
        Type.String({
          pattern: '^(?:[A-Z]{2})?$',
          maxLength: 2,
          description:
            'ISO alpha-2 country that issued the document; decides which products are offered ' +
            'once certified (before that, the area code does)',
        }),
      ),
    }),
    response: Said,
    errors: { id_type: 'id_type_invalid', country: 'certification_country_invalid' },
  }),

  realAdvanced: call({
    method: 'POST',
    path: '/user/real_advanced',
    summary: "Step 2, advanced certification: the document's photos, once primary is certified",
    auth: true,
    body: Fields({
      front_pric: Type.Optional(PhotoRef),
      front_pic: Type.Optional(Text({ maxLength: 200, description: 'front_pric, another name' })),
      reverse_pic: Type.Optional(PhotoRef),
      hand_pic: Type.Optional(PhotoRef),
    }),
    response: Said,
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

/** An e-mail or '+<area code><digits>' (a '+' unencoded in a query arrives as a space). */
const AccountKey = Text({ maxLength: 320 })

export const OpsQueueRow = Type.Object({
  id: Type.Integer({ description: 'the submission' }),
  kind: Type.Literal('kyc'),
  account: Type.String({ description: 'the account key' }),
  level: Level,
  created_at: Type.String({ description: 'ISO time' }),
  id_type: Nullable(CertificateType),
  name: Nullable(Type.String({ description: 'the primary certification: the name in full' })),
  card_id: Nullable(Type.String({ description: 'in full' })),
  front_pic: Nullable(Type.String()),
  reverse_pic: Nullable(Type.String()),
  hand_pic: Nullable(Type.String()),
})

export const KycDecision = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  level: Level,
  review_status: ReviewStatus,
  remark: Nullable(Type.String()),
})

export const OpsMessageResult = Type.Object({ id: Type.Integer(), account: Type.String() })

export const OpsFreezeResult = Type.Object({ account: Type.String(), frozen: Type.Boolean() })

/** The operator's queues (server/src/ops/queues.ts). */
export const QUEUE_KINDS = ['kyc', 'recharge', 'withdraw'] as const
export type QueueKind = (typeof QUEUE_KINDS)[number]

export const opsReview = {
  opsQueue: call({
    method: 'GET',
    path: '/queue',
    mount: '/ops',
    summary:
      "What waits for the operator, oldest first (kind 'kyc': certifications, 'recharge': " +
      "deposits, 'withdraw': withdrawals)",
    auth: false,
    operator: true,
    query: Fields({ kind: OneOf(QUEUE_KINDS) }),
    response: Type.Array(Type.Union([OpsQueueRow, OpsMoneyQueueRow])),
  }),

  opsKycDecide: call({
    method: 'POST',
    path: '/kyc/decide',
    mount: '/ops',
    summary: 'Approve or reject the certification under review (audited); form or JSON',
    auth: false,
    operator: true,
    body: Fields({
      account: AccountKey,
      level: Level,
      approve: OneOf(['1', '0']),
      reason: Type.Optional(
        Text({ maxLength: 500, description: 'shown to the user; needed to reject' }),
      ),
    }),
    response: KycDecision,
  }),

  opsMessage: call({
    method: 'POST',
    path: '/message',
    mount: '/ops',
    summary: 'Send an internal message to a user (audited); content is sanitised HTML',
    auth: false,
    operator: true,
    body: Fields({
      account: AccountKey,
      title: Text({ maxLength: 200 }),
      content: Text({ maxLength: 20000, multiline: true }),
    }),
    response: OpsMessageResult,
  }),

  opsFreeze: call({
    method: 'POST',
    path: '/freeze',
    mount: '/ops',
    summary:
      'Freeze (1) or unfreeze (0) an account: it still signs in and reads, but moves no money',
    auth: false,
    operator: true,
    body: Fields({ account: AccountKey, frozen: OneOf(['1', '0']) }),
    response: OpsFreezeResult,
  }),
}
