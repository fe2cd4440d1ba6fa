// Certification from the user's side (SPEC §4, §5, §8; WIRE.md pinned): step 1 and step 2 with
// every refusal in the spec's words, the states a submission goes through, /real/state with the
// number masked and nobody else's data, the 998 guard, each decision told in a message, and DEMO
// approval.
import { AppError } from '../../../server/src/infra/appError'
import { systemClock } from '../../../server/src/infra/clock'
import { requireCertified } from '../../../server/src/certification/guards'
import { DemoApprover } from '../../../server/src/certification/demoApprover'
import { maskIdNumber } from '../../../server/src/certification/state'
import type { StoredMessage } from '../../../server/src/messages/push'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  inbox,
  okMessage,
  startServer,
  type TestServer,
} from './helpers'
import { makeUser } from './microtradeHelpers'
import {
  accountOf,
  decide,
  GOOD_PRIMARY,
  OPS_TOKEN,
  realAdvanced,
  realName,
  realState,
  threePhotos,
  uploadImage,
} from './certificationHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN, realtime: false })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const newUser = () => makeUser(server.db, server.clock)
const refusal = async (answer: ReturnType<typeof realName>) => failure(await answer).message

async function certifiedUser() {
  const user = await newUser()
  okMessage(await realName(server, user.token, GOOD_PRIMARY))
  const account = await accountOf(server, user.id)
  okMessage(await decide(server, { account, level: 'primary', approve: '1' }))
  return { ...user, account }
}

describe('step 1: /user/real_name', () => {
  it.each([
    [{ ...GOOD_PRIMARY, id_type: '' }, 'Please choose a document type'],
    [{ ...GOOD_PRIMARY, id_type: '3' }, 'Please choose a document type'],
    [{ id_type: '0', card_id: GOOD_PRIMARY.card_id }, 'Please enter your real name'],
    [{ ...GOOD_PRIMARY, name: '  ' }, 'Please enter your real name'],
    [
      { ...GOOD_PRIMARY, name: "O'Brien <Li>" },
      "The real name cannot contain special characters: ' < >",
    ],
    [{ ...GOOD_PRIMARY, name: '张伟2' }, 'Please enter a correct real name'],
    [{ ...GOOD_PRIMARY, card_id: '' }, 'Please enter your ID number'],
    [
      { ...GOOD_PRIMARY, card_id: '1101#0519' },
      'The ID number cannot contain special characters: #',
    ],
    [{ ...GOOD_PRIMARY, card_id: '110105194912310021' }, 'Please enter a correct ID number'],
    [{ ...GOOD_PRIMARY, id_type: '1', card_id: 'E123456789' }, 'Please enter a correct ID number'],
    [{ ...GOOD_PRIMARY, id_type: '2', card_id: 'D12' }, 'Please enter a correct ID number'],
  ])('refuses %j: %s, and records nothing', async (body, message) => {
    const { id, token } = await newUser()
    expect(await refusal(realName(server, token, body))).toBe(message)
    expect((await realState(server, token)).review_status).toBe(0)
    const rows = await server.db.query('SELECT 1 FROM certifications WHERE user_id = $1', [id])
    expect(rows).toHaveLength(0)
  })

  it('answers in the request language', async () => {
    const { token } = await newUser()
    const answer = await realName(server, token, { ...GOOD_PRIMARY, name: '', lang: 'zh' })
    expect(failure(answer).message).toBe('请输入真实姓名')
  })

  it('needs a session', async () => {
    expect(failure(await realName(server, '', GOOD_PRIMARY)).type).toBe('999')
    expect(failure(await call(server, 'GET', '/api/real/state')).type).toBe('999')
  })

  it('goes from nothing to reviewing to certified, and is final then', async () => {
    const { id, token } = await newUser()
    expect(await realState(server, token)).toEqual({
      real_status: 0,
      review_status: 0,
      advanced_review_status: 0,
      password_status: 0,
      real_data: null,
    })
    expect(okMessage(await realName(server, token, { ...GOOD_PRIMARY, name: ' 张伟 ' }))).toBe(
      'Submitted. Please wait for the review.',
    )
    expect((await realState(server, token)).review_status).toBe(1)
    expect(await refusal(realName(server, token, GOOD_PRIMARY))).toBe(
      'Your certification is under review',
    )

    const account = await accountOf(server, id)
    okMessage(await decide(server, { account, level: 'primary', approve: '1' }))
    const state = await realState(server, token)
    expect(state).toMatchObject({ real_status: 1, review_status: 2, advanced_review_status: 0 })
    expect(state.real_data).toMatchObject({
      name: '张伟',
      certificate_type: 0,
      review_status: 2,
      remark: null,
      demo: false,
    })
    const info = okMessage(
      await call<{ name: string; review_status: number }>(server, 'GET', '/api/user/info', {
        token,
      }),
    )
    expect(info).toMatchObject({ name: '张伟', review_status: 2 })

    const change = { ...GOOD_PRIMARY, name: '李四', card_id: '440524188001010014' }
    expect(await refusal(realName(server, token, change))).toBe(
      'Your name and ID number cannot be changed once certified',
    )
    expect((await realState(server, token)).real_data?.name).toBe('张伟')
  })

  it('shows the reason of a rejection and takes a new submission after it', async () => {
    const { id, token } = await newUser()
    okMessage(await realName(server, token, { ...GOOD_PRIMARY, name: 'Li Wie' }))
    const account = await accountOf(server, id)
    const reason = 'The name does not match the document'
    okMessage(await decide(server, { account, level: 'primary', approve: '0', reason }))
    const rejected = await realState(server, token)
    expect(rejected).toMatchObject({ real_status: 0, review_status: 3 })
    expect(rejected.real_data).toMatchObject({ name: 'Li Wie', review_status: 3, remark: reason })

    okMessage(await realName(server, token, { ...GOOD_PRIMARY, name: 'Li Wei' }))
    const again = await realState(server, token)
    expect(again.review_status).toBe(1)
    expect(again.real_data).toMatchObject({ name: 'Li Wei', review_status: 1, remark: null })
  })

  it('queues one submission when two arrive together', async () => {
    const { id, token } = await newUser()
    const answers = await Promise.all([
      realName(server, token, GOOD_PRIMARY),
      realName(server, token, { ...GOOD_PRIMARY, name: 'Li Wei' }),
    ])
    expect(answers.map((a) => a.body.type).sort()).toEqual(['error', 'ok'])
    const rows = await server.db.query('SELECT 1 FROM certifications WHERE user_id = $1', [id])
    expect(rows).toHaveLength(1)
  })

  it('masks the ID number in /real/state', async () => {
    const { token } = await newUser()
    okMessage(await realName(server, token, { ...GOOD_PRIMARY, card_id: '11010519491231002x' }))
    const answer = await call(server, 'GET', '/api/real/state', { token })
    expect(okMessage(answer)).toMatchObject({ real_data: { card_id: '1101**********002X' } })
    expect(JSON.stringify(answer.body)).not.toContain('11010519491231002X')
    expect(JSON.stringify(answer.body)).not.toContain('0519491231')
  })
})

it('maskIdNumber keeps the ends only, and the length', () => {
  expect(maskIdNumber('11010519491231002X')).toBe('1101**********002X')
  expect(maskIdNumber('E12345678')).toBe('E1*****78')
  expect(maskIdNumber('M12345')).toBe('M****5')
  expect(maskIdNumber('AB')).toBe('**')
})

describe('step 2: /user/real_advanced', () => {
  it('needs primary certification first: the 998 answer', async () => {
    const { token } = await newUser()
    const photos = await threePhotos(server, token)
    expect(failure(await realAdvanced(server, token, photos))).toEqual({
      type: '998',
      message: 'Not certified, please complete certification first',
    })
    okMessage(await realName(server, token, GOOD_PRIMARY))
    expect(failure(await realAdvanced(server, token, photos)).type).toBe('998')
  })

  it('needs the front, back and holding photo', async () => {
    const { token } = await certifiedUser()
    const photos = await threePhotos(server, token)
    const missing = 'Please upload front, back and holding ID'
    for (const field of ['front_pric', 'reverse_pic', 'hand_pic'] as const) {
      expect(await refusal(realAdvanced(server, token, { ...photos, [field]: '' }))).toBe(missing)
    }
    const same = { ...photos, hand_pic: photos.front_pric }
    expect(await refusal(realAdvanced(server, token, same))).toBe(missing)
    expect(await refusal(realAdvanced(server, token, {}))).toBe(missing)
    expect((await realState(server, token)).advanced_review_status).toBe(0)
  })

  it('takes only references of its own uploads', async () => {
    const { token } = await certifiedUser()
    const other = await newUser()
    const theirs = await uploadImage(server, other.token)
    const photos = await threePhotos(server, token)
    const notFound = 'This photo could not be found. Please upload it again.'
    const cases = [
      { ...photos, reverse_pic: theirs },
      { ...photos, hand_pic: '202611/00000000000000000000000000000000.png' },
      { ...photos, front_pric: '../../etc/passwd' },
    ]
    for (const body of cases) {
      expect(await refusal(realAdvanced(server, token, body))).toBe(notFound)
    }
    expect((await realState(server, token)).advanced_review_status).toBe(0)
  })

  it('goes through review on its own state, front_pic accepted for front_pric', async () => {
    const { token, account } = await certifiedUser()
    const photos = await threePhotos(server, token)
    const body = {
      front_pic: photos.front_pric,
      reverse_pic: photos.reverse_pic,
      hand_pic: photos.hand_pic,
    }
    okMessage(await realAdvanced(server, token, body))
    expect(await realState(server, token)).toMatchObject({
      review_status: 2,
      advanced_review_status: 1,
      real_data: { front_pic: photos.front_pric, hand_pic: photos.hand_pic },
    })
    expect(await refusal(realAdvanced(server, token, photos))).toBe(
      'Your certification is under review',
    )
    const reason = 'The holding photo is blurred'
    okMessage(await decide(server, { account, level: 'advanced', approve: '0', reason }))
    expect((await realState(server, token)).real_data).toMatchObject({
      advanced_review_status: 3,
      advanced_remark: reason,
      review_status: 2,
    })
    const retry = await threePhotos(server, token)
    okMessage(await realAdvanced(server, token, retry))
    okMessage(await decide(server, { account, level: 'advanced', approve: '1' }))
    const state = await realState(server, token)
    expect(state).toMatchObject({ review_status: 2, advanced_review_status: 2 })
    expect(state.real_data).toMatchObject({ reverse_pic: retry.reverse_pic, advanced_remark: null })
    expect(await refusal(realAdvanced(server, token, await threePhotos(server, token)))).toBe(
      'Advanced certification is already complete',
    )
  })
})

it('tells the user of each decision in a message, in the language they read it in', async () => {
  const { id, token } = await newUser()
  const account = await accountOf(server, id)
  okMessage(await realName(server, token, GOOD_PRIMARY))
  const reason = 'The <b>name</b> does not match'
  okMessage(await decide(server, { account, level: 'primary', approve: '0', reason }))
  okMessage(await realName(server, token, GOOD_PRIMARY))
  okMessage(await decide(server, { account, level: 'primary', approve: '1' }))
  okMessage(await realAdvanced(server, token, await threePhotos(server, token)))
  okMessage(await decide(server, { account, level: 'advanced', approve: '1' }))
  // newest first; the reason is the operator's text, shown as text
  expect(await inbox(server, token, 'en')).toEqual([
    {
      title: 'Advanced verification approved',
      content: '<p>Your advanced verification has been approved.</p>',
    },
    {
      title: 'Identity verification approved',
      content:
        '<p>Your identity verification has been approved. Your name and ID number cannot be ' +
        'changed from now on.</p>',
    },
    {
      title: 'Identity verification not approved',
      content:
        '<p>Your identity verification was not approved; you can correct it and submit it ' +
        'again. Reason: The &lt;b&gt;name&lt;/b&gt; does not match</p>',
    },
  ])
  const german = await inbox(server, token, 'de')
  expect(german[0].title).not.toBe('Advanced verification approved')
  expect(german[2].content).toContain('The &lt;b&gt;name&lt;/b&gt; does not match')
})

it("another user reads none of a user's certification", async () => {
  const { token, account } = await certifiedUser()
  okMessage(await realAdvanced(server, token, await threePhotos(server, token)))
  const other = await newUser()
  const theirs = await call(server, 'GET', '/api/real/state', { token: other.token })
  expect(okMessage(theirs)).toMatchObject({ review_status: 0, real_data: null })
  const body = JSON.stringify(theirs.body)
  expect(body).not.toContain('张伟')
  expect(body).not.toContain('002X')
  // The only way to name a user is the session: fields naming another are ignored.
  const asked = await call(server, 'GET', '/api/real/state', {
    token: other.token,
    body: { user_id: '1', account },
  })
  expect(okMessage(asked)).toMatchObject({ real_data: null })
})

describe('requireCertified', () => {
  it('throws the 998 answer unless primary certification is complete', () => {
    for (const status of [0, 1, 3]) {
      let thrown: unknown
      try {
        requireCertified({ review_status: status })
      } catch (err) {
        thrown = err
      }
      expect(thrown).toBeInstanceOf(AppError)
      expect(thrown).toMatchObject({ key: 'not_certified', type: '998' })
    }
    expect(() => requireCertified({ review_status: 2 })).not.toThrow()
  })
})

describe('DEMO approval', () => {
  it('approves both levels after the delay, marked as demo, and tells the user at once', async () => {
    const pushed: StoredMessage[] = []
    const approver = new DemoApprover({
      db: server.db,
      clock: server.clock,
      afterMs: 5000,
      push: (sent) => pushed.push(sent),
      onError: (err) => {
        throw err
      },
    })
    const { id, token } = await newUser()
    okMessage(await realName(server, token, GOOD_PRIMARY))
    server.clock.advance(4000)
    await approver.runOnce()
    expect((await realState(server, token)).review_status).toBe(1)
    server.clock.advance(1000)
    expect(await approver.runOnce()).toBeGreaterThanOrEqual(1)
    expect(await realState(server, token)).toMatchObject({
      review_status: 2,
      real_data: { demo: true, advanced_demo: false },
    })

    okMessage(await realAdvanced(server, token, await threePhotos(server, token)))
    server.clock.advance(5000)
    await approver.runOnce()
    expect(await realState(server, token)).toMatchObject({
      advanced_review_status: 2,
      real_data: { demo: true, advanced_demo: true },
    })
    const [user] = await server.db.query<{ review_status: number; real_name: string }>(
      'SELECT review_status, real_name FROM users WHERE id = $1',
      [id],
    )
    expect(user).toEqual({ review_status: 2, real_name: '张伟' })
    // each approval's message reached the user's connections once, after it was stored
    // (submissions left by earlier tests are approved in the same rounds)
    const titles = pushed.filter((sent) => sent.userId === id).map((sent) => sent.data.title)
    expect(titles).toEqual(['Identity verification approved', 'Advanced verification approved'])
    expect((await inbox(server, token, 'en')).map((m) => m.title)).toEqual([...titles].reverse())
  })

  it('runs by itself in a DEMO server, after a configurable delay', async () => {
    const demo = await startServer({
      clock: systemClock,
      demo: { approveAfterMs: 150 },
      realtime: false,
      settle: false,
    })
    try {
      const { token } = await makeUser(demo.db, systemClock)
      okMessage(await realName(demo, token, GOOD_PRIMARY))
      expect((await realState(demo, token)).review_status).toBe(1)
      const deadline = Date.now() + 10_000
      let state = await realState(demo, token)
      while (state.review_status !== 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        state = await realState(demo, token)
      }
      expect(state).toMatchObject({ review_status: 2, real_data: { demo: true } })
    } finally {
      await demo.close()
    }
    // a second server's boot on a busy CI machine takes seconds of its own
  }, 20_000)
})
