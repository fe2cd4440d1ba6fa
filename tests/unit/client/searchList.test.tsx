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

/** Types into the search box of class `bar` (AtSearchBar's input has no name). */
function search(bar: string, value: string): void {
  const input = document.querySelector<HTMLInputElement>(`.${bar} input`)
  if (!input) throw new Error(`no search box .${bar}`)
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
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

    testUtils.act(() => search('area-code__search', 'United Kingdom'))
    await flush()
    expect(rows()).toEqual(['+44'])

    testUtils.act(() => tapText('United Kingdom'))
    await flush()
    expect(picked.map((a) => a.iso)).toEqual(['GB'])
  })
})
