// Copy-trading through the client's services and store against the running server, whose jobs run
// on the real clock (issue 28): the operator makes A a trader; B finds A in the list and follows by
// ratio; A opens and the copy appears in B's follows at B's own price; A closes and the copy
// closes with it; B stops following.
import { fetchUserInfo } from '@/services/api/identity'
import { followTrader, unfollowTrader } from '@/services/api/follow'
import { closeLever, submitLever } from '@/services/api/lever'
import { moveFunds } from '@/services/api/wallet'
import { ApiError, newRequestKey } from '@/services/http'
import { follow, loadMine, loadTraders } from '@/stores/follow'
import { signIn } from '@/stores/session'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { creditUser, origin, resetClient, signedInUser } from './support'

const USDT = 3
const BTC = 1

beforeEach(async () => {
  await resetClient()
})

async function leverFunded(amount: string) {
  const user = await signedInUser()
  await creditUser(user.email, amount, 'legal')
  await moveFunds(
    { currency_id: USDT, number: amount, from_field: 'legal', to_field: 'lever' },
    newRequestKey(),
  )
  return { ...user, id: (await fetchUserInfo()).id }
}

/** Reads B's follows until `done` holds (the copy job runs four times a second). */
async function mineUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await loadMine()
    if (done()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`not reached: ${JSON.stringify(follow.mine)}`)
}

it('copies a trader through the screens’ services: follow, open, close, unfollow', async () => {
  const a = await leverFunded('1000')
  const made = await fetch(`${origin()}/ops/trader`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ account: a.email, share_ratio: '0.15' }),
  })
  expect(((await made.json()) as { type: string }).type).toBe('ok')
  const b = await leverFunded('500')

  await loadTraders('followers')
  const listed = follow.traders.find((t) => t.trader_user_id === a.id)
  expect(listed).toMatchObject({ share_ratio: '15.00', followed: false, accepting: true })

  // a ratio above 5 is refused in words before anything is written
  const refused = await followTrader(
    { trader_user_id: a.id, type: '1', number: '6', cap: '300' },
    newRequestKey(),
  ).catch((e: unknown) => e)
  expect(refused).toBeInstanceOf(ApiError)
  expect((refused as ApiError).message).toMatch(/at most 5/)
  const followed = await followTrader(
    { trader_user_id: a.id, type: '1', number: '2', cap: '300' },
    newRequestKey(),
  )
  expect(followed).toMatchObject({ status: 1, type: 1, number: '2', cap: '300.00' })

  signIn(a.token)
  const opened = await submitLever(
    { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 10, status: '1' },
    newRequestKey(),
  )

  signIn(b.token)
  await mineUntil(() => (follow.mine?.copies.length ?? 0) === 1)
  const [copy] = follow.mine?.copies ?? []
  expect(copy.position).toMatchObject({ copy_of: opened.id, share: 2, multiple: 10, status: 1 })
  expect(follow.mine?.follows[0]).toMatchObject({
    trader_user_id: a.id,
    open_copies: 1,
    margin_used: copy.position.caution_money,
  })

  signIn(a.token)
  await closeLever(opened.id, newRequestKey())
  signIn(b.token)
  await mineUntil(() => follow.mine?.copies[0]?.position.status === 3)
  expect(follow.mine?.copies[0].position.close_reason).toBe('trader')

  const ended = await unfollowTrader(a.id, newRequestKey())
  expect(ended.status).toBe(0)
  await loadTraders('followers')
  expect(follow.traders.find((t) => t.trader_user_id === a.id)?.followed).toBe(false)
})
