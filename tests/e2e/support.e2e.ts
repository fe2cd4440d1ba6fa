// Issue 25 item 3's journey: from the my page the user opens customer service, which invites them
// to write; they send a question with a picture from the phone; the operator finds it waiting and
// answers through /ops; the answer appears on the open page without a reload, and among the
// messages too.
import { E2E_OPS_TOKEN, ops } from '../support/appServer'
import { openSignedIn, photo, press, see, shot, tap, waitForRoute } from './phone'
import { startSuite } from './suite'

const app = startSuite()

const QUESTION = 'My bank transfer left yesterday. When is it credited?'
const ANSWER = 'It arrived this morning: your deposit is credited.'

/** The operator's list of conversations (GET /ops/support/conversations). */
async function waiting(
  origin: string,
): Promise<{ account: string; waiting_since: string | null }[]> {
  const res = await fetch(`${origin}/ops/support/conversations?limit=100`, {
    headers: { 'x-ops-token': E2E_OPS_TOKEN },
  })
  const answer = (await res.json()) as {
    type: string
    message: { data: { account: string; waiting_since: string | null }[] }
  }
  if (answer.type !== 'ok') throw new Error(`conversations refused: ${JSON.stringify(answer)}`)
  return answer.message.data
}

test('write to customer service with a picture; the operator’s answer appears live', async () => {
  const { page, errors, email } = await openSignedIn(
    app.browser,
    app.server.origin,
    'pages/tabs/me/me-k',
  )
  await tap(page, 'Customer service')
  await waitForRoute(page, 'pages/services/index')
  await see(page, 'No messages yet. Write to us and customer service will answer here.')
  await shot(page, 'support-01-empty')

  const screenshot = await photo('support-transfer', '#3c9cff', 600, 900)
  const chooser = page.waitForEvent('filechooser')
  await page.locator('[data-photo="support"]').click()
  await (await chooser).setFiles(screenshot)
  await page.locator('.composer__preview').waitFor()
  await page.locator('textarea[name="message"]').fill(QUESTION)
  await press(page, 'Send')
  const mine = page.locator('.bubble--user', { hasText: QUESTION })
  await mine.waitFor()
  await mine.locator('.bubble__image').waitFor()
  expect(await page.locator('textarea[name="message"]').inputValue()).toBe('')
  await shot(page, 'support-02-sent')

  expect(
    (await waiting(app.server.origin)).find((c) => c.account === email)?.waiting_since,
  ).not.toBe(null)
  await ops(app.server.origin, 'support/reply', { account: email, text: ANSWER })

  // pushed on the socket: no reload, no pull
  await page.locator('.bubble--operator', { hasText: ANSWER }).waitFor()
  await shot(page, 'support-03-answered')

  await tap(page, 'Open messages')
  await waitForRoute(page, 'pages/msg/msg-list')
  await page.locator('.msg-row--unread', { hasText: 'Reply from customer service' }).click()
  await waitForRoute(page, 'pages/msg/msg-detail')
  await see(page, `Customer service answered your message: ${ANSWER}`)
  expect(errors).toEqual([])
})
