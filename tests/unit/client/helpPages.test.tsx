// The help centre and about pages as the user meets them: questions that open their answers
// (sanitised on the way to the screen), loading, empty and failed states, a pull that asks again,
// the agreement and the compliance text over the about page. Customer service: service.test.tsx.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as contentApi from '@/services/api/content'
import type { FaqItem } from '@/services/api/content'
import { session } from '@/stores/session'
import QAPage from '@/pages/QA/QA'
import AboutPage from '@/pages/about/index'
import { HOSTILE_HTML } from '../../support/hostileHtml'
import { firePageLifecycle, openAt, screenText, signedOut, tapText } from './helpers'

const testUtils = new TestUtils()
// a few turns of the microtask queue and one of the event loop: the answer, the page's then,
// React's render
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const FAQ: FaqItem[] = [
  { id: 1, question: 'How do I deposit?', answer: '<p>Open <b>Deposit</b>.</p>' },
  { id: 2, question: 'Are the prices real?', answer: '<p>No, simulated.</p>' },
]

const questions = () =>
  [...document.querySelectorAll<HTMLElement>('.qa__question')].map((q) => q.textContent)
const answers = () =>
  [...document.querySelectorAll<HTMLElement>('.qa__answer')].map((a) => a.textContent)

async function openQA() {
  openAt('pages/QA/QA')
  await testUtils.mount(QAPage)
  // the answer may take a few more turns under load: wait for the skeleton to give way
  for (let i = 0; i < 20 && document.querySelector('.skeleton'); i++) await flush()
}

describe('the help centre', () => {
  it('shows a skeleton, then the questions; a tap opens an answer and a second closes it', async () => {
    let answer: (faq: FaqItem[]) => void = () => {}
    jest
      .spyOn(contentApi, 'fetchFaq')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    openAt('pages/QA/QA')
    await testUtils.mount(QAPage)
    expect(document.querySelector('.skeleton[aria-busy]')).not.toBeNull()
    await testUtils.act(async () => answer(FAQ))
    await flush()
    expect(document.querySelector('.skeleton')).toBeNull()
    expect(questions()).toEqual(['How do I deposit?', 'Are the prices real?'])
    expect(answers()).toEqual([])

    testUtils.act(() => tapText('How do I deposit?'))
    await flush()
    expect(answers()).toEqual(['Open Deposit.'])
    expect(document.querySelector('.qa__answer b')?.textContent).toBe('Deposit')
    expect(document.querySelector('.qa__question')?.getAttribute('aria-expanded')).toBe('true')

    testUtils.act(() => tapText('Are the prices real?'))
    await flush()
    expect(answers()).toEqual(['Open Deposit.', 'No, simulated.'])

    testUtils.act(() => tapText('How do I deposit?'))
    await flush()
    expect(answers()).toEqual(['No, simulated.'])
  })

  it('says so when there are no questions', async () => {
    jest.spyOn(contentApi, 'fetchFaq').mockResolvedValue([])
    await openQA()
    expect(screenText()).toContain('No questions yet')
    expect(questions()).toEqual([])
  })

  it('offers to try again after a failure', async () => {
    const spy = jest.spyOn(contentApi, 'fetchFaq').mockRejectedValueOnce(new Error('offline'))
    spy.mockResolvedValue(FAQ)
    await openQA()
    expect(screenText()).toContain('Oops, network signal lost')
    testUtils.act(() => tapText('Try again'))
    await flush()
    expect(questions()).toHaveLength(2)
  })

  it('asks again on a pull, and keeps the questions when that fails', async () => {
    const spy = jest.spyOn(contentApi, 'fetchFaq').mockResolvedValue(FAQ)
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
    await openQA()
    spy.mockResolvedValueOnce([...FAQ, { id: 3, question: 'New?', answer: '<p>Yes</p>' }])
    expect(firePageLifecycle('onPullDownRefresh')).toBeGreaterThan(0)
    await flush()
    expect(questions()).toEqual(['How do I deposit?', 'Are the prices real?', 'New?'])
    expect(stop).toHaveBeenCalledTimes(1)

    spy.mockRejectedValueOnce(new Error('offline'))
    firePageLifecycle('onPullDownRefresh')
    await flush()
    expect(questions()).toHaveLength(3)
    expect(stop).toHaveBeenCalledTimes(2)
  })

  it('asks again in a language switched meanwhile', async () => {
    const spy = jest.spyOn(contentApi, 'fetchFaq').mockResolvedValue(FAQ)
    await openQA()
    expect(spy).toHaveBeenCalledTimes(1)
    testUtils.act(() => {
      session.lang = 'de'
    })
    await flush()
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it.each(HOSTILE_HTML.map((c) => [c.name, c] as const))(
    'shows a hostile answer defused: %s',
    async (_, hostile) => {
      jest
        .spyOn(contentApi, 'fetchFaq')
        .mockResolvedValue([{ id: 9, question: 'Hostile', answer: hostile.html }])
      await openQA()
      testUtils.act(() => tapText('Hostile'))
      await flush()
      const answer = document.querySelector<HTMLElement>('.qa__answer')
      expect(answer?.innerHTML.replace(/^<!---->/, '')).toBe(hostile.out)
    },
  )
})

describe('about us', () => {
  it('shows the about text and opens the agreement and the compliance text over it', async () => {
    jest
      .spyOn(contentApi, 'fetchAbout')
      .mockResolvedValue({ title: 'About us', content: '<p>A reference server.</p>' })
    jest
      .spyOn(contentApi, 'fetchAgreement')
      .mockResolvedValue({ title: 'User agreement', content: '<p>Keep codes to yourself.</p>' })
    jest
      .spyOn(contentApi, 'fetchCompliance')
      .mockResolvedValue({ title: 'Compliance', content: '<p>Returns are not guaranteed.</p>' })
    openAt('pages/about/index')
    await testUtils.mount(AboutPage)
    await flush()
    expect(document.querySelector('.about__content')?.textContent).toBe('A reference server.')
    expect(document.querySelector('.about-sheet')).toBeNull()

    testUtils.act(() => document.querySelector<HTMLElement>('.about__agreement')?.click())
    await flush()
    expect(document.querySelector('.about-sheet__body')?.textContent).toBe(
      'Keep codes to yourself.',
    )
    testUtils.act(() => tapText('Close'))
    await flush()
    expect(document.querySelector('.about-sheet')).toBeNull()

    testUtils.act(() => document.querySelector<HTMLElement>('.about__compliance')?.click())
    await flush()
    expect(document.querySelector('.about-sheet__body')?.textContent).toBe(
      'Returns are not guaranteed.',
    )
  })
})
