// Certification step 2 shows where the photos stand (issue 25 item 16): once approved, or while
// under review, there is nothing to send and no form; a refusal shows its reason and the form
// again; before step 1 is certified the page says that comes first.
import TestUtils from '@tarojs/test-utils-react'
import type { RealData, RealState } from '@wire/certification'
import type { ReviewStatus } from '@wire/user'
import { activateLanguage } from '@/locales'
import * as certification from '@/services/api/certification'
import { session } from '@/stores/session'
import Authentication2Page from '@/pages/user/authentication2'
import { openAt, screenText, signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
}

function realState(advanced: ReviewStatus, over: Partial<RealData> = {}): RealState {
  return {
    real_status: 1,
    review_status: 2,
    advanced_review_status: advanced,
    password_status: 0,
    real_data: {
      name: 'Zoë Müller',
      card_id: 'E1****67',
      certificate_type: 1,
      front_pic: advanced === 0 ? null : 'f.png',
      reverse_pic: advanced === 0 ? null : 'b.png',
      hand_pic: advanced === 0 ? null : 'h.png',
      review_status: 2,
      remark: null,
      advanced_review_status: advanced,
      advanced_remark: null,
      demo: false,
      advanced_demo: false,
      ...over,
    },
  }
}

const hasForm = () =>
  screenText().includes('Submit for review') && screenText().includes('Front of the document')

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  openAt('pages/user/authentication2')
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

async function openWith(state: RealState) {
  jest.spyOn(certification, 'fetchRealState').mockResolvedValue(state)
  await testUtils.mount(Authentication2Page)
  await flush()
}

it('shows the approved state, and no form, once the photos are approved', async () => {
  await openWith(realState(2, { advanced_demo: true }))
  expect(screenText()).toContain('Advanced verification')
  expect(screenText()).toContain('Certified')
  expect(screenText()).toContain('Approved automatically by a demo server')
  expect(hasForm()).toBe(false)
})

it('shows the under-review state, and no form, while they are reviewed', async () => {
  await openWith(realState(1))
  expect(screenText()).toContain('Under review')
  expect(screenText()).toContain(
    'You will see the result here once your details have been reviewed.',
  )
  expect(hasForm()).toBe(false)
})

it('shows the reason of a refusal and the form again', async () => {
  await openWith(realState(3, { advanced_remark: 'The holding photo is blurred' }))
  expect(screenText()).toContain('Rejected')
  expect(screenText()).toContain('Reason: The holding photo is blurred')
  expect(hasForm()).toBe(true)
})

it('offers the form when nothing was sent yet', async () => {
  await openWith(realState(0))
  expect(hasForm()).toBe(true)
})

it('says step 1 comes first while it is not certified', async () => {
  await openWith({ ...realState(0), real_status: 0, review_status: 1 })
  expect(screenText()).toContain('Complete identity verification first.')
  expect(hasForm()).toBe(false)
})
