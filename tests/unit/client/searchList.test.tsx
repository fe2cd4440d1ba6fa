import TestUtils from '@tarojs/test-utils-react'
import { AREA_CODES, type AreaCode } from '@wire/areaCodes'
import { activateLanguage } from '@/locales'
import { AreaCodePicker } from '@/components/AreaCodePicker'
import { signedOut, tapText } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)
afterEach(() => testUtils.unmout())

/** Types into the search box of class `bar` (AtSearchBar's input has no name). Taro's input is a
 *  web component that draws its <input> once it is defined, which can come a moment later. */
async function search(bar: string, value: string): Promise<void> {
  const deadline = Date.now() + 5000
  let input: HTMLInputElement | null
  while (!(input = document.querySelector<HTMLInputElement>(`.${bar} input`))) {
    if (Date.now() > deadline) throw new Error(`no search box .${bar}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const box = input
  testUtils.act(() => {
    box.value = value
    box.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const rows = () =>
  [...document.querySelectorAll('.picker-sheet__list .area-code__item .item-extra__info')].map(
    (el) => el.textContent?.trim(),
  )

describe('search list, as the area-code picker uses it', () => {
  it('lists every code under its box, narrows to what is typed, and hands back the pick', async () => {
    const picked: AreaCode[] = []
    await testUtils.mount(AreaCodePicker, {
      props: { value: AREA_CODES[0], onChange: (area: AreaCode) => picked.push(area) },
    })
    testUtils.act(() => tapText('+886'))
    await flush()
    expect(document.querySelector('.picker-sheet__search.area-code__search')).not.toBeNull()
    expect(rows()).toHaveLength(AREA_CODES.length)

    await search('area-code__search', 'United Kingdom')
    await flush()
    expect(rows()).toEqual(['+44'])

    testUtils.act(() => tapText('United Kingdom'))
    await flush()
    expect(picked.map((a) => a.iso)).toEqual(['GB'])
  })
})
