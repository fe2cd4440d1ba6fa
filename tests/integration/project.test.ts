// Token projects through the client's services against the running server (issue 29 item 2): the
// operator lists a project with a short window; the app reads it open, refuses a commitment above
// the per-user maximum in the server's words, commits once however often the answer is lost, and
// after the window's end lists the allocation the job made, with the token in the asset account.
import { fetchWallets } from '@/services/api/wallet'
import {
  commitToProject,
  fetchCommitments,
  fetchProject,
  fetchProjects,
} from '@/services/api/project'
import { ApiError, newRequestKey } from '@/services/http'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { creditUser, origin, resetClient, signedInUser } from './support'

beforeEach(async () => {
  await resetClient()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('reads, refuses, commits once and receives the allocation as the screens do', async () => {
  const now = Math.floor(Date.now() / 1000)
  const res = await fetch(`${origin()}/ops/project`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Quick Sale',
      symbol: 'QIKS',
      price: '0.25',
      for_sale: '100',
      per_user_cap: '60',
      max_commit: '100',
      places: '2',
      start_at: String(now - 1),
      end_at: String(now + 4),
    }),
  })
  const listed = ((await res.json()) as { message: { id: number; currency_id: number } }).message
  const { email } = await signedInUser()
  await creditUser(email, '120', 'legal')

  const page = await fetchProjects(1)
  expect(page.data.map((p) => p.id)).toContain(listed.id)
  expect(await fetchProject(listed.id)).toMatchObject({ state: 1, symbol: 'QIKS' })

  const refused = await commitToProject(listed.id, '100.01', newRequestKey()).catch(
    (e: unknown) => e,
  )
  expect(refused).toBeInstanceOf(ApiError)
  expect((refused as ApiError).message).toBe(
    'You can commit at most 100.00 USDT to this project; 100.00 USDT is left for you',
  )

  const key = newRequestKey()
  const order = await commitToProject(listed.id, '40', key)
  expect(await commitToProject(listed.id, '40', key)).toEqual(order)
  expect(order).toMatchObject({ amount: '40', status: 1 })

  // alone, 40 USDT buys 160 tokens of the 100 for sale, capped at 60: 15.00 paid, 25.00 back
  let mine = await fetchCommitments(1)
  for (let i = 0; i < 40 && mine.data[0]?.status !== 2; i++) {
    await sleep(250)
    mine = await fetchCommitments(1)
  }
  expect(mine.data[0]).toMatchObject({ status: 2, tokens: '60', charged: '15', released: '25' })
  const wallets = await fetchWallets()
  expect(wallets.legal_wallet.balance).toContainEqual(
    expect.objectContaining({ currency: listed.currency_id, currency_name: 'QIKS' }),
  )
  expect(wallets.legal_wallet.balance.find((b) => b.currency === 3)).toMatchObject({
    legal_balance: '105.00',
    lock_legal_balance: '0.00',
  })
}, 20_000)
