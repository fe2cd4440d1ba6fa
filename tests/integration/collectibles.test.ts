// Collectibles through the client's services against the running server (issue 31 item 1): a
// series the operator made, read with its odds; a box bought once however often its answer is
// lost, opened, the edition in the user's collection; resold at a fixed price, found on the
// market, and taken off sale again.
import {
  buyBlindBox,
  cancelResell,
  fetchBoxDetail,
  fetchBoxSeries,
  fetchMarket,
  fetchMyCollection,
  openBlindBox,
  resellNft,
} from '@/services/api/collectibles'
import { fetchWallets } from '@/services/api/wallet'
import { newRequestKey } from '@/services/http'
import { creditUser, opsPost, resetClient, signedInUser } from './support'

beforeEach(async () => {
  await resetClient()
})

it('reads a series, buys and opens a box once, resells the edition and takes it off sale', async () => {
  await opsPost('/nft/artist', { uid: 'integration', name: 'Ida Gray' })
  const now = Math.floor(Date.now() / 1000)
  const made = (await opsPost('/nft/series', {
    artist: 'integration',
    name: 'Shells',
    price: '4',
    sale_start: String(now - 60),
    sale_end: String(now + 3600),
    items: JSON.stringify([{ name: 'Cowrie', rarity: 'rare', editions: 3 }]),
  })) as { id: number }
  const { email } = await signedInUser()
  await creditUser(email, '10', 'legal')

  const listed = (await fetchBoxSeries(1)).data.find((s) => s.id === made.id)
  expect(listed?.odds).toEqual([{ rarity: 'rare', boxes: 3, percent: '100.00', left: 3 }])
  const key = newRequestKey()
  const box = await buyBlindBox(made.id, key)
  // the answer lost and the purchase sent again: one box, paid once
  expect((await buyBlindBox(made.id, key)).box_code).toBe(box.box_code)
  expect((await fetchBoxDetail(made.id)).my_boxes).toEqual([box.box_code])
  const usdt = async () =>
    (await fetchWallets()).legal_wallet.balance.find((b) => b.currency === 3)?.legal_balance
  expect(await usdt()).toBe('6.00')

  const opened = await openBlindBox(box.box_code, newRequestKey())
  expect(opened).toMatchObject({ seq: 1, nft: { owner: 'you', rarity: 'rare' } })
  const mine = await fetchMyCollection()
  expect(mine.boxes).toEqual([])
  expect(mine.nfts.map((n) => n.code)).toEqual([opened.nft.code])

  const code = opened.nft.code
  const onSale = await resellNft(
    code,
    { kind: 'fixed', price: '9', step: '', hours: '' },
    newRequestKey(),
  )
  expect(onSale.listing).toMatchObject({ kind: 'fixed', seller: 'you', price: '9.00' })
  expect((await fetchMarket('fixed', 'rare', 1)).data.map((n) => n.code)).toContain(code)
  expect((await cancelResell(code, newRequestKey())).listing).toBeNull()
})
