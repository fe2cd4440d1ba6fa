// Layout rules that only show on a laid-out page, checked in the stylesheets as the build ships
// them: sass, then postcss-rtlcss's mirrored `.rtl` rules with the options of config/index.ts.
// jsdom draws nothing; the e2e journeys measure the boxes (rtl.e2e.ts).
import path from 'node:path'
import postcss, { type Root, type Rule } from 'postcss'
import rtlcss from 'postcss-rtlcss'
import * as sass from 'sass'

const SRC = path.resolve(__dirname, '../../../src')

const built = async (sheet: string): Promise<Root> => {
  const css = sass.compile(path.join(SRC, sheet), {
    loadPaths: [path.resolve(SRC, '../node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin'],
  }).css
  const options = { ltrPrefix: '.ltr', rtlPrefix: '.rtl', bothPrefix: ['.ltr', '.rtl'] }
  const out = await postcss([rtlcss({ mode: 'override', ...options })]).process(css, {
    from: undefined,
  })
  return out.root
}

/**
 * Every declaration of `prop` in a rule whose selector is `selector` with nothing before it but
 * the given ancestors (`.rtl` for the mirrored rules), in order: the last one wins.
 */
const declared = (root: Root, selector: string, prop: string, ancestors: string[] = []) => {
  const values: string[] = []
  root.walkRules((rule: Rule) => {
    const applies = rule.selectors.some((s) => {
      const parts = s.trim().split(/\s+/)
      return (
        parts[parts.length - 1] === selector &&
        parts.slice(0, -1).every((p) => ancestors.includes(p))
      )
    })
    if (applies) rule.walkDecls(prop, (d) => void values.push(d.value))
  })
  return values
}

// Issue 25 item 4: the Assets tab in Arabic. A figure reads left to right (`direction: ltr`); a
// left-to-right box stretched across a right-to-left column draws its text from the left edge: the
// total sat on the left under its right-aligned label, and each coin's "≈ x USDT" started wherever
// the row's middle column began. Each figure shrinks to its text at the start of its column.
test.each(['.assets__total-value', '.assets__profit-value', '.holding__value'])(
  'the Assets figure %s reads left to right at the start of its column',
  async (figure) => {
    const root = await built('pages/user/assets/assets.scss')
    for (const direction of ['.rtl', '.ltr']) {
      expect(declared(root, figure, 'direction', [direction]).at(-1)).toBe('ltr')
      expect(declared(root, figure, 'align-self', [direction]).at(-1)).toBe('flex-start')
      expect(declared(root, figure, 'text-align', [direction])).toEqual([])
    }
  },
)

// Issue 25 item 5: the app's tab rows (positions and closed orders, the market lists) switch their
// content at once; taro-ui's underline faded over, showing two tabs underlined meanwhile.
test('a tab row moves its underline at once', async () => {
  const root = await built('styles/taro-ui.scss')
  const transitions = declared(root, '.at-tabs__item-underline', 'transition', [
    '.app-tabs',
    '.at-tabs__item',
  ])
  expect(transitions.at(-1)).toBe('none')
})

/** The last value of `prop` for `selector` (with the given ancestors) in px, as a number. */
const px = (root: Root, selector: string, prop: string, ancestors: string[] = []): number => {
  const value = declared(root, selector, prop, ancestors).at(-1) ?? ''
  const match = /^(\d+(?:\.\d+)?)px/.exec(value)
  if (!match) throw new Error(`${selector} ${prop} is not in px: ${value}`)
  return Number(match[1])
}

// Issue 25 item 7: with a network error under them, the order's terms pushed Cancel and Confirm
// out of the sheet, under the tab bar. The terms scroll in their own region; that region, a gap,
// an error of two lines, a gap and the buttons must fit in what taro-ui's sheet shows of its body
// without scrolling (its content's max-height, and the sheet's max-height less header and padding).
test('the order confirmation keeps its buttons inside the sheet with an error line', async () => {
  const ui = await built('styles/taro-ui.scss')
  const sheet = await built('pages/quoteDetail/parts/ConfirmOrder.scss')
  const fl = ['.at-float-layout']
  const header =
    2 * px(ui, '.layout-header', 'padding', fl) +
    1.5 * px(ui, '.layout-header__title', 'font-size', fl)
  const bodyPadding = 8 + 24 // `padding: 8px 32px 24px` of the app's sheets
  expect(declared(ui, '.layout-body', 'padding', fl).at(-1)).toBe('8px 32px 24px')
  const shown = Math.min(
    px(ui, '.layout-body__content', 'max-height', fl),
    px(ui, '.at-float-layout__container', 'max-height') - header - bodyPadding,
  )

  expect(declared(sheet, '.confirm-order__rows', 'overflow-y').at(-1)).toBe('auto')
  const gap = px(sheet, '.confirm-order', 'gap')
  const needed =
    px(sheet, '.confirm-order__rows', 'max-height') +
    gap +
    2 * 1.5 * px(sheet, '.confirm-order__error', 'font-size') +
    gap +
    px(sheet, '.confirm-order__buttons', 'margin-top') +
    px(ui, '.at-button', 'height') +
    px(sheet, '.confirm-order', 'padding-bottom')
  expect(needed).toBeLessThanOrEqual(shown)
})
