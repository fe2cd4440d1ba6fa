// Home's banners (issue 25 item 14): the caption ran into the dots bar. jsdom has no layout, so the
// test holds the structure that makes an overlap impossible: the caption has its own row under
// the picture, the bar its own row under the strip, and neither is placed over anything.
import { readFileSync } from 'fs'
import { join } from 'path'
import TestUtils from '@tarojs/test-utils-react'
import { Banners } from '@/pages/index/parts/Banners'

const testUtils = new TestUtils()
afterEach(() => testUtils.unmout())

const items = [
  { id: 1, title: 'A caption long enough to wrap onto a second line', thumbnail: '/a.png' },
  { id: 2, title: 'Second', thumbnail: '/b.png' },
] as never

const stylesheet = readFileSync(join(__dirname, '../../../src/pages/index/index.scss'), 'utf8')
/** The declarations of one top-level rule of Home's stylesheet. */
function rule(selector: string): string {
  const at = stylesheet.indexOf(`\n${selector} {`)
  if (at < 0) throw new Error(`no rule ${selector}`)
  return stylesheet.slice(at, stylesheet.indexOf('\n}', at))
}

it('puts the caption and the dots bar in rows of their own', async () => {
  await testUtils.mount(Banners, { props: { items, onOpen: () => undefined } })
  const root = document.querySelector('.banners')!
  const rows = [...root.children].map((c) => c.className)
  expect(rows).toEqual(['banners__track', expect.stringContaining('banners__dots')])

  const item = document.querySelector('.banners__item')!
  const parts = [...item.children].map((c) =>
    [...c.classList].find((n) => n.startsWith('banners__')),
  )
  expect(parts).toEqual(['banners__image', 'banners__caption'])
  expect(item.querySelector('.banners__caption .banners__title')?.textContent).toBe(
    'A caption long enough to wrap onto a second line',
  )
  expect(item.querySelector('.banners__dots')).toBeNull()
})

it('lays the rows out in a column with nothing positioned over another', () => {
  expect(rule('.banners')).toMatch(/flex-direction: column/)
  expect(rule('.banners__item')).toMatch(/flex-direction: column/)
  for (const selector of ['.banners__title', '.banners__caption', '.banners__dots'])
    expect(rule(selector)).not.toMatch(/position: absolute/)
})
