// Dialogs, tabs and choice chips used with a keyboard alone, as a screen reader's user does
// (issue 47): a dialog takes focus when it opens, keeps Tab inside, closes on Escape and gives focus
// back to what opened it; tabs and chips are reached with Tab and chosen with Enter or Space.
import { useState } from 'react'
import { View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { AREA_CODES } from '@wire/areaCodes'
import { activateLanguage } from '@/locales'
import { AreaCodePicker } from '@/components/AreaCodePicker'
import { Button } from '@/components/Button'
import { Chip } from '@/components/Chip'
import { Dialog } from '@/components/Dialog'
import { Tabs } from '@/components/Tabs'
import { signedOut } from './helpers'

const testUtils = new TestUtils()
const flush = () => testUtils.act(() => Promise.resolve())

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)
afterEach(() => testUtils.unmout())

const focused = () => document.activeElement as HTMLElement
const nameOf = (el: Element | null) =>
  el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''

/** A key as the browser sends it to what has focus. */
function key(name: string, shift = false): void {
  testUtils.act(() => {
    focused().dispatchEvent(
      new KeyboardEvent('keydown', { key: name, shiftKey: shift, bubbles: true, cancelable: true }),
    )
  })
}

function control(name: string): HTMLElement {
  const el = [...document.querySelectorAll<HTMLElement>('[tabindex="0"]')].find(
    (e) => nameOf(e) === name,
  )
  if (!el) throw new Error(`no control named ${name}`)
  return el
}

/** A page asking before something that cannot be undone, as the app's confirmations do. */
function Confirming({ onDone }: { onDone: (answer: string) => void }) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button onPress={() => setAsking(true)}>Delete</Button>
      <Dialog
        isOpened={asking}
        title='Delete this address?'
        content='It cannot be undone.'
        cancelText='Cancel'
        confirmText='Delete it'
        onCancel={() => {
          setAsking(false)
          onDone('cancel')
        }}
        onClose={() => {
          setAsking(false)
          onDone('close')
        }}
        onConfirm={() => {
          setAsking(false)
          onDone('confirm')
        }}
      />
    </>
  )
}

describe('a confirmation dialog, by keyboard', () => {
  it('is named by its title, takes focus, keeps Tab inside, and Escape gives focus back', async () => {
    const answers: string[] = []
    await testUtils.mount(Confirming, { props: { onDone: (a: string) => answers.push(a) } })
    const opener = control('Delete')
    testUtils.act(() => opener.focus())
    key('Enter')
    await flush()

    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    expect(nameOf(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? ''))).toBe(
      'Delete this address?',
    )
    // the safe answer first
    expect(nameOf(focused())).toBe('Cancel')
    key('Tab')
    expect(nameOf(focused())).toBe('Delete it')
    // round again, never to the page's own Delete behind it
    key('Tab')
    expect(nameOf(focused())).toBe('Cancel')
    key('Tab', true)
    expect(nameOf(focused())).toBe('Delete it')
    expect(dialog?.contains(focused())).toBe(true)

    key('Escape')
    await flush()
    expect(answers).toEqual(['close'])
    expect(document.querySelector('.at-modal--active')).toBeNull()
    expect(focused()).toBe(opener)
  })

  it('presses its buttons with Enter and Space, and gives focus back after the answer', async () => {
    const answers: string[] = []
    await testUtils.mount(Confirming, { props: { onDone: (a: string) => answers.push(a) } })
    const opener = control('Delete')
    testUtils.act(() => opener.focus())
    key(' ')
    await flush()
    key('Tab')
    key('Enter')
    await flush()
    expect(answers).toEqual(['confirm'])
    expect(focused()).toBe(opener)
  })
})

describe('a sheet, by keyboard (the area-code picker)', () => {
  it('opens on Enter with focus inside, closes on Escape, and focus goes back to its button', async () => {
    await testUtils.mount(AreaCodePicker, {
      props: { value: AREA_CODES[0], onChange: () => undefined },
    })
    const opener = control('+886')
    testUtils.act(() => opener.focus())
    key('Enter')
    await flush()
    const sheet = document.querySelector<HTMLElement>('.at-float-layout--active [role="dialog"]')
    expect(sheet).not.toBeNull()
    expect(sheet?.contains(focused())).toBe(true)
    // its close mark is a control with a name
    expect(sheet?.querySelector('.layout-header__btn-close')?.getAttribute('aria-label')).toBe(
      'Close',
    )
    key('Escape')
    await flush()
    expect(document.querySelector('.at-float-layout--active')).toBeNull()
    expect(focused()).toBe(opener)
  })
})

function Choices() {
  const [tab, setTab] = useState(0)
  const [kind, setKind] = useState<'limit' | 'market'>('limit')
  return (
    <>
      <Tabs titles={['Positions', 'Closed']} current={tab} onChange={setTab} />
      <View role='radiogroup'>
        {(['limit', 'market'] as const).map((k) => (
          <Chip key={k} circle active={k === kind} onPress={() => setKind(k)}>
            {k === 'limit' ? 'Limit' : 'Market'}
          </Chip>
        ))}
      </View>
    </>
  )
}

describe('tabs and choice chips, by keyboard', () => {
  it('are controls with their role, chosen with Enter or Space, their state said', async () => {
    await testUtils.mount(Choices)
    const closed = control('Closed')
    expect(closed.getAttribute('role')).toBe('tab')
    expect(control('Positions').getAttribute('aria-selected')).toBe('true')
    expect(closed.getAttribute('aria-selected')).toBe('false')
    testUtils.act(() => closed.focus())
    key('Enter')
    await flush()
    expect(control('Closed').getAttribute('aria-selected')).toBe('true')
    expect(control('Positions').getAttribute('aria-selected')).toBe('false')

    const market = control('Market')
    expect(market.getAttribute('role')).toBe('radio')
    expect(market.getAttribute('aria-checked')).toBe('false')
    testUtils.act(() => market.focus())
    key(' ')
    await flush()
    expect(control('Market').getAttribute('aria-checked')).toBe('true')
    expect(control('Limit').getAttribute('aria-checked')).toBe('false')
  })
})
