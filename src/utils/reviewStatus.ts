import type { ReviewStatus } from '@wire/user'

/** The words for a certification's review state (0 none, 1 reviewing, 2 certified, 3 rejected). */
export const REVIEW_KEYS: Readonly<Record<ReviewStatus, string>> = {
  0: 'me.notCertified',
  1: 'me.reviewing',
  2: 'me.certified',
  3: 'me.rejected',
}
