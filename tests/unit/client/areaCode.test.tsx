// The area code a form starts with and the order the picker lists them in (issue 10, defect 9).
import TestUtils from '@tarojs/test-utils-react'
import { AREA_CODES, findArea, type AreaCode } from '@wire/areaCodes'
import { activateLanguage } from '@/locales'
import { session } from '@/stores/session'
import { AreaCodePicker } from '@/components/AreaCodePicker'
import { defaultArea, emptyAccount } from '@/components/AccountFields/account'
import { deviceLocales } from '@/services/deviceLocales'
import { signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeEach(signedOut)
afterEach(() => jest.restoreAllMocks())

describe('the starting area code', () => {
  it.each([
    [['en-GB', 'en'], 'GB', '44'],
    [['zh_CN'], 'CN', '86'],
    [['zh-Hant-TW'], 'TW', '886'],
    [['de', 'fr-CH'], 'CH', '41'],
  ])('is the device region of %p', (locales, iso, code) => {
    expect(defaultArea('en', locales)).toMatchObject({ iso, code })
  })

  it.each([
    ['en', 'US'],
    ['zh', 'CN'],
    ['hk', 'HK'],
    ['ja', 'JP'],
    ['ar', 'SA'],
    ['be', 'BY'],
    ['pt', 'BR'],
    ['sa', 'IN'],
    ['my', 'MM'],
  ] as const)('is the main country of %s when the device names no region', (lang, iso) => {
    expect(defaultArea(lang, ['en', 'xx-ZZ']).iso).toBe(iso)
  })

  it('reads the browser languages, so a new form is no longer +886 for everyone', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en'])
    expect(deviceLocales()).toEqual(['en-GB', 'en'])
    expect(emptyAccount().area.iso).toBe('GB')
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja'])
    session.lang = 'ja'
    expect(emptyAccount().area).toMatchObject({ iso: 'JP', code: '81' })
  })

  it('keeps the ids the wire knows', () => {
    expect(defaultArea('en', ['en-GB'])).toBe(findArea(231))
  })
})

const names = () =>
  [
    ...document.querySelectorAll('.picker-sheet__list .area-code__item .item-content__info-title'),
  ].map((el) => el.textContent?.trim() ?? '')

async function openPicker(): Promise<void> {
  const value: AreaCode = AREA_CODES[0]
  await testUtils.mount(AreaCodePicker, { props: { value, onChange: () => undefined } })
  testUtils.act(() => document.querySelector<HTMLElement>('.area-code')?.click())
  await flush()
}

describe('the picker list', () => {
  afterEach(() => testUtils.unmout())

  it('is sorted by country name in English', async () => {
    await activateLanguage('en')
    await openPicker()
    const list = names()
    expect(list).toHaveLength(AREA_CODES.length)
    expect(list[0]).toBe('Afghanistan')
    expect(list.indexOf('Taiwan')).toBeGreaterThan(list.indexOf('Switzerland'))
    expect([...list].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(list)
  })

  it('is sorted by the names in the user’s language', async () => {
    await activateLanguage('de')
    session.lang = 'de'
    await openPicker()
    const list = names()
    // German names and German order: Egypt is 'Ägypten', between Afghanistan and Albanien
    expect(list.slice(0, 3)).toEqual(['Afghanistan', 'Ägypten', 'Ålandinseln'])
    expect([...list].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(list)
  })
})
