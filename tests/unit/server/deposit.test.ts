// Deposits (issue 12 items 4, 8, 9): a request with its voucher is pending and credits nothing;
// records and detail show only the user's own requests. Approval and rejection by the operator
// and the demo approver: depositOps.test.ts.
import { okMessage, typesWithoutSession } from './helpers'
import { brokenChains, ledgerMismatches } from './microtradeHelpers'
import {
  TRON,
  server,
  startDepositServer,
  ops,
  newUser,
  charge,
  request,
  log,
  detail,
  refusal,
  legal,
  records,
  rechargeRows,
  bankDeposits,
} from './depositHelpers'

startDepositServer()

describe('POST /wallet/charge_req', () => {
  it('needs a session', async () => {
    const calls = [
      ['POST', '/api/wallet/charge_req'],
      ['GET', '/api/recharge/log'],
      ['GET', '/api/recharge/detail'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(['999', '999', '999'])
  })

  it('records a pending request that credits nothing', async () => {
    const user = await newUser()
    const made = await request(user, '150.25', { address: TRON })
    expect(made).toMatchObject({
      amount: '150.25',
      currency: 3,
      currency_name: 'USDT',
      type: 1,
      sub_type: 'TRC20',
      deposit_address: TRON,
      address: TRON,
      voucher: user.voucher,
      status: 1,
      give: '0.00',
      remark: null,
      demo: false,
      decided_at: null,
    })
    expect(await legal(user.id)).toBeUndefined()
    expect(await records(user.id)).toEqual([])
    expect(okMessage(await detail(user, made.id))).toEqual(made)
  })

  it('refuses, in the words of each rule, and writes nothing', async () => {
    const user = await newUser()
    const other = await newUser()
    const cases: [Record<string, string>, string][] = [
      [{ currency: 'DOGE', amount: '100' }, 'Currency not found'],
      [{ currency: '6', amount: '100' }, 'Currency not found'],
      [{ type: '4', amount: '100' }, 'Please choose a deposit method'],
      [
        { sub_type: 'ERC20', amount: '100' },
        'This network is not available for this coin right now. Choose another network.',
      ],
      [
        { sub_type: 'BTC', amount: '100' },
        'This network is not available for this coin right now. Choose another network.',
      ],
      [{ amount: '' }, 'Please enter the deposit amount'],
      [{ amount: '1.234' }, 'Please enter a correct amount'],
      [{ amount: '0' }, 'Please enter a correct amount'],
      [{ amount: 'abc' }, 'Please enter a correct amount'],
      [{ amount: '9.99' }, 'The minimum deposit is 10.00 USDT'],
      [{ currency: 'BTC', sub_type: 'BTC', amount: '0.0001' }, 'The minimum deposit is 0.0005 BTC'],
      [
        { currency: 'BTC', sub_type: 'BTC', amount: '0.000600001' },
        'Please enter a correct amount',
      ],
      [{ amount: '100', address: 'TNotAnAddress' }, 'Please enter a valid wallet address'],
      [{ amount: '100', account: '' }, 'Please upload the payment voucher'],
      [
        { amount: '100', account: 'x.png' },
        'This photo could not be found. Please upload it again.',
      ],
      // another user's upload is as missing as one never made
      [
        { amount: '100', account: other.voucher },
        'This photo could not be found. Please upload it again.',
      ],
    ]
    const answers = []
    for (const [body] of cases) answers.push(refusal(await charge(user, body)))
    expect(answers).toEqual(cases.map(([, text]) => text))
    expect(await rechargeRows(user.id)).toBe(0)

    // in the user's language
    const zh = await charge(user, { amount: '', lang: 'zh' })
    expect(refusal(zh)).toBe('请输入充值金额')
  })

  it('takes a coin with more places (BTC 8) and the off-chain methods', async () => {
    const user = await newUser()
    const btc = await request(user, '0.00060001', { currency: 'BTC', sub_type: 'BTC' })
    expect(btc).toMatchObject({ amount: '0.00060001', currency_name: 'BTC', sub_type: 'BTC' })
    const card = await request(user, '20', { type: '2', sub_type: '' })
    expect(card).toMatchObject({ type: 2, sub_type: 'BANK', deposit_address: '' })
    const third = await request(user, '20', { type: '3' })
    expect(third).toMatchObject({ type: 3, sub_type: 'BANK' })
  })

  it('refuses a network the operator closed, and the off-chain methods with bank transfer', async () => {
    const user = await newUser()
    const closed = 'This network is not available for this coin right now. Choose another network.'
    try {
      okMessage(
        await ops('POST', '/ops/network', {
          currency: 'USDT',
          type: 'TRC20',
          deposit_enabled: '0',
        }),
      )
      // bank transfer's row is not the operator API's (it takes asset coins only)
      await bankDeposits(false)
      expect(refusal(await charge(user, { amount: '100' }))).toBe(closed)
      expect(refusal(await charge(user, { amount: '100', type: '2' }))).toBe(closed)
    } finally {
      okMessage(
        await ops('POST', '/ops/network', {
          currency: 'USDT',
          type: 'TRC20',
          deposit_enabled: '1',
        }),
      )
      await bankDeposits(true)
    }
    await request(user)
  })

  it('refuses a frozen account', async () => {
    const user = await newUser()
    okMessage(await ops('POST', '/ops/freeze', { account: user.account, frozen: '1' }))
    expect(refusal(await charge(user, { amount: '100' }))).toBe(
      'This account is frozen. Please contact customer service.',
    )
    expect(await rechargeRows(user.id)).toBe(0)
    okMessage(await ops('POST', '/ops/freeze', { account: user.account, frozen: '0' }))
    await request(user)
  })

  it('makes one request per Idempotency-Key', async () => {
    const user = await newUser()
    const [a, b] = await Promise.all([
      charge(user, { amount: '100' }, 'deposit-key-1'),
      charge(user, { amount: '100' }, 'deposit-key-1'),
    ])
    expect(okMessage(b).id).toBe(okMessage(a).id)
    expect(okMessage(await charge(user, { amount: '100' }, 'deposit-key-1')).id).toBe(
      okMessage(a).id,
    )
    expect(await rechargeRows(user.id)).toBe(1)
  })
})

describe('GET /recharge/log and /recharge/detail', () => {
  it('pages by 10, newest first, and shows only the user’s own requests', async () => {
    const user = await newUser()
    const other = await newUser()
    const made: number[] = []
    for (let i = 0; i < 12; i++) made.push((await request(user, String(10 + i))).id)
    const theirs = await request(other, '500')

    const first = await log(user)
    expect(first).toMatchObject({ page: 1, pages: 2, total: 12 })
    expect(first.data.map((r) => r.id)).toEqual(made.slice(2).reverse())
    const second = await log(user, { page: '2' })
    expect(second.data.map((r) => r.id)).toEqual(made.slice(0, 2).reverse())
    expect((await log(user, { limit: '5' })).pages).toBe(3)

    expect((await log(other)).data.map((r) => r.id)).toEqual([theirs.id])
    expect(refusal(await detail(user, theirs.id))).toBe('Deposit not found')
    expect(refusal(await detail(user, 0))).toBe('Deposit not found')
  })
})

describe('the ledger', () => {
  it('holds: every balance is the sum of its records, each chain unbroken', async () => {
    expect(await ledgerMismatches(server.db)).toEqual([])
    expect(await brokenChains(server.db)).toEqual([])
  })
})
