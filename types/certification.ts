// Certification calls (SPEC §7 /real/state, /user/real_name, /user/real_advanced) and the
// operator's review of them (/ops/queue?kind=kyc, /ops/kyc/decide, /ops/message, /ops/freeze).
// Field names are WIRE.md's.
import type { ReviewStatus } from './user'

/** 0 ID card, 1 passport, 2 driver licence (WIRE.md, pinned). */
export type CertificateType = 0 | 1 | 2

export type CertificationLevel = 'primary' | 'advanced'

/** The user's own certification as last submitted; the ID number masked. */
export interface RealData {
  name: string
  /** masked: '1101**********1234' */
  card_id: string
  certificate_type: CertificateType
  /** upload references of step 2; null until advanced certification is submitted */
  front_pic: string | null
  reverse_pic: string | null
  hand_pic: string | null
  review_status: ReviewStatus
  /** the operator's reason when primary certification was rejected */
  remark: string | null
  advanced_review_status: ReviewStatus
  /** the reason when advanced certification was rejected */
  advanced_remark: string | null
  /** approved automatically by a demo server, not by a person */
  demo: boolean
  advanced_demo: boolean
}

/** /real/state */
export interface RealState {
  /** 1 once primary certification is complete */
  real_status: 0 | 1
  review_status: ReviewStatus
  advanced_review_status: ReviewStatus
  /** 1 when the trade/withdraw password is set */
  password_status: 0 | 1
  /** null before the first submission */
  real_data: RealData | null
}

/** A row of /ops/queue (WIRE.md: { id, kind, account, level?, amount?, currency?, created_at }). */
export interface OpsQueueRow {
  id: number
  kind: 'kyc'
  account: string
  level: CertificationLevel
  created_at: string
  id_type: CertificateType | null
  /** in full: the operator compares it with the photos */
  name: string | null
  card_id: string | null
  front_pic: string | null
  reverse_pic: string | null
  hand_pic: string | null
}

/** /ops/kyc/decide */
export interface KycDecision {
  id: number
  account: string
  level: CertificationLevel
  review_status: ReviewStatus
  remark: string | null
}

/** /ops/message */
export interface OpsMessageResult {
  id: number
  account: string
}

/** /ops/freeze */
export interface OpsFreezeResult {
  account: string
  frozen: boolean
}
