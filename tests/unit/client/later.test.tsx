// H5 draws a page's lower parts in tasks of their own after its first paint (components/Later).
import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { Later } from '@/components/Later'
import { laterParts } from './helpers'

const testUtils = new TestUtils()
afterEach(() => testUtils.unmout())

const drawn = () => [...document.querySelectorAll('.part')].map((e) => e.textContent)

it('paints the page first, then each part in its turn', async () => {
  const Page = () => (
    <>
      <Text className='part'>price</Text>
      <Later>
        <Text className='part'>order form</Text>
      </Later>
      <Later after={3}>
        <Text className='part'>order book</Text>
      </Later>
    </>
  )
  // the order in which the parts arrive in the document
  const arrived: string[] = []
  const watch = new MutationObserver(() => {
    for (const part of drawn()) if (part && !arrived.includes(part)) arrived.push(part)
  })
  watch.observe(document.body, { childList: true, subtree: true })
  await testUtils.mount(Page)
  expect(drawn()).toEqual(['price'])
  await laterParts()
  watch.disconnect()
  expect(drawn()).toEqual(['price', 'order form', 'order book'])
  expect(arrived).toEqual(['price', 'order form', 'order book'])
})
