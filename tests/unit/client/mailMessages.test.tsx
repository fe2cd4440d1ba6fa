// The internal messages as the user meets them (SPEC §3): the list with its loading, empty and
// unread states and its pages, the detail with the content sanitised on the way to the screen,
// and the unread count on Home's bell and on the my page.
import Taro from '@tarojs/taro'
import { sampleUser } from '../../support/samples'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as messagesApi from '@/services/api/messages'
import type { MailMessage, MailMessageItem } from '@/services/api/messages'
import * as identity from '@/services/api/identity'
import { inbox } from '@/stores/messages'
import { session } from '@/stores/session'
import MsgListPage from '@/pages/msg/msg-list'
import MsgDetailPage from '@/pages/msg/msg-detail'
import MePage from '@/pages/tabs/me/me-k'
import { TopBar } from '@/pages/index/parts/TopBar'
import { HOSTILE_HTML } from '../../support/hostileHtml'
import { firePageLifecycle, openAt, screenText, signedOut, tapText } from './helpers'

const testUtils = new TestUtils()
// a few turns of the microtask queue: the answer, the page's then, React's render
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
}

let navigations: string[]

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  inbox.unread = 0
  navigations = []
  jest.spyOn(Taro, 'navigateTo').mockImplementation(((o: { url: string }) => {
    navigations.push(o.url)
    return Promise.resolve({ errMsg: 'navigateTo:ok' })
  }) as typeof Taro.navigateTo)
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const item = (id: number, read: boolean): MailMessageItem => ({
  id,
  title: `Message ${id}`,
  excerpt: `Text of message ${id}`,
  created_at: '2030-01-01T00:00:00.000Z',
  read,
})

/** Answers the list's pages as the server would: `total` messages, newest (highest id) first. */
function serveList(total: number, unread: (id: number) => boolean) {
  return jest.spyOn(messagesApi, 'fetchMessages').mockImplementation(({ page = 1 }) => {
    const ids = Array.from({ length: total }, (_, i) => total - i)
    const start = (Number(page) - 1) * 10
    return Promise.resolve({
      data: ids.slice(start, start + 10).map((id) => item(id, !unread(id))),
      page: Number(page),
      pages: Math.ceil(total / 10),
      total,
    })
  })
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.msg-row')]
const unreadTitles = () =>
  [...document.querySelectorAll('.msg-row--unread .msg-row__title')].map((e) => e.textContent)

describe('the message list', () => {
  it('shows a skeleton until the first page arrives', async () => {
    let answer: (page: Awaited<ReturnType<typeof messagesApi.fetchMessages>>) => void = () => {}
    jest
      .spyOn(messagesApi, 'fetchMessages')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    openAt('pages/msg/msg-list')
    await testUtils.mount(MsgListPage)
    expect(document.querySelector('.skeleton[aria-busy]')).not.toBeNull()
    await testUtils.act(async () => answer({ data: [item(1, true)], page: 1, pages: 1, total: 1 }))
    expect(document.querySelector('.skeleton')).toBeNull()
    expect(rows()).toHaveLength(1)
  })

  it('says so when there are none', async () => {
    serveList(0, () => false)
    openAt('pages/msg/msg-list')
    await testUtils.mount(MsgListPage)
    await flush()
    expect(screenText()).toContain('No messages yet')
    expect(rows()).toEqual([])
  })

  it('marks unread messages, loads the next page on request and says when there is no more', async () => {
    serveList(12, (id) => id % 5 === 0)
    openAt('pages/msg/msg-list')
    await testUtils.mount(MsgListPage)
    await flush()
    expect(rows()).toHaveLength(10)
    expect(rows()[0].textContent).toContain('Message 12')
    expect(rows()[0].textContent).toContain('2030-01-01 08:00:00')
    expect(rows()[0].textContent).toContain('Text of message 12')
    expect(unreadTitles()).toEqual(['Message 10', 'Message 5'])
    expect(document.querySelectorAll('.msg-row--unread [aria-label="Unread"]')).toHaveLength(2)

    testUtils.act(() => tapText('More messages'))
    await flush()
    expect(rows().map((r) => r.dataset.message)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(12 - i)),
    )
    expect(screenText()).toContain('No more messages')
    expect(screenText()).not.toContain('More messages')
  })

  it('opens a message on a tap; an unread one lowers the count once', async () => {
    serveList(3, (id) => id === 2)
    inbox.unread = 4
    openAt('pages/msg/msg-list')
    await testUtils.mount(MsgListPage)
    await flush()

    testUtils.act(() => tapText('Message 2'))
    await flush()
    expect(navigations).toEqual(['/pages/msg/msg-detail?id=2'])
    expect(inbox.unread).toBe(3)
    expect(unreadTitles()).toEqual([])

    testUtils.act(() => tapText('Message 2'))
    testUtils.act(() => tapText('Message 3'))
    await flush()
    expect(navigations).toHaveLength(3)
    expect(inbox.unread).toBe(3)
  })
})

describe('a message', () => {
  const message = (content: string): MailMessage => ({
    id: 7,
    title: 'Your certification',
    content,
    created_at: '2030-01-01T00:00:00.000Z',
    read_at: '2030-01-02T00:00:00.000Z',
  })

  it('shows its title, date and content', async () => {
    const spy = jest
      .spyOn(messagesApi, 'fetchMessage')
      .mockResolvedValue(message('<p>Documents <b>approved</b>.</p>'))
    openAt('pages/msg/msg-detail', { id: '7' })
    await testUtils.mount(MsgDetailPage)
    await flush()
    expect(spy).toHaveBeenCalledWith(7)
    expect(document.querySelector('.msg-detail__title')?.textContent).toBe('Your certification')
    expect(document.querySelector('.msg-detail__time')?.textContent).toBe('2030-01-01 08:00:00')
    expect(document.querySelector('.msg-detail__content b')?.textContent).toBe('approved')
  })

  it.each(HOSTILE_HTML.map((c) => [c.name, c] as const))(
    'shows a hostile content defused: %s',
    async (_, hostile) => {
      jest.spyOn(messagesApi, 'fetchMessage').mockResolvedValue(message(hostile.html))
      openAt('pages/msg/msg-detail', { id: '7' })
      await testUtils.mount(MsgDetailPage)
      await flush()
      const content = document.querySelector<HTMLElement>('.msg-detail__content')
      // without the empty comment Taro's View puts first
      expect(content?.innerHTML.replace(/^<!---->/, '')).toBe(hostile.out)
    },
  )
})

describe('the unread count', () => {
  it("is on Home's bell, with a label saying how many, up to 99+", async () => {
    jest.spyOn(messagesApi, 'fetchUnreadCount').mockResolvedValue(120)
    await testUtils.mount(TopBar)
    expect(firePageLifecycle('componentDidShow')).toBeGreaterThan(0)
    await flush()
    const bell = document.querySelector('.top-bar__bell')
    expect(bell?.querySelector('.at-badge__num')?.textContent).toBe('99+')
    expect(bell?.getAttribute('aria-label')).toBe('120 unread messages')

    testUtils.act(() => {
      inbox.unread = 1
    })
    await flush()
    expect(bell?.querySelector('.at-badge__num')?.textContent).toBe('1')
    expect(bell?.getAttribute('aria-label')).toBe('1 unread message')

    testUtils.act(() => {
      inbox.unread = 0
    })
    await flush()
    expect(bell?.querySelector('.at-badge__num')).toBeNull()
  })

  it('is on the Messages row of the my page, loaded when the page shows', async () => {
    session.user = sampleUser()
    jest.spyOn(identity, 'fetchUserInfo').mockResolvedValue(session.user)
    jest.spyOn(messagesApi, 'fetchUnreadCount').mockResolvedValue(3)
    openAt('pages/tabs/me/me-k')
    await testUtils.mount(MePage)
    expect(document.querySelector('.me__unread')).toBeNull()
    firePageLifecycle('componentDidShow')
    await flush()
    const row = document.querySelector('.me__unread')
    expect(row?.textContent).toContain('Messages')
    expect(row?.querySelector('.item-extra__info')?.textContent).toBe('3')
  })
})
