// Customer service as the user meets it: what it handles, the outside channels only where the
// operator configured them (copied on a tap), and the conversation: empty, then what the user
// writes appears once sent, an answer pushed on the socket appears at once, a refusal is said
// under the composer, and a pull reads the conversation again.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as contentApi from '@/services/api/content'
import type { ContactUs } from '@/services/api/content'
import * as supportApi from '@/services/api/support'
import type { SupportMessage, SupportPage } from '@/services/api/support'
import { ApiError } from '@/services/http'
import * as realtime from '@/services/realtime'
import { session } from '@/stores/session'
import ServicePage from '@/pages/services/index'
import {
  firePageLifecycle,
  openAt,
  recordCopies,
  recordToasts,
  screenText,
  signedOut,
} from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => Promise.resolve())
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

const contact = (over: Partial<ContactUs> = {}): ContactUs => ({
  title: 'Customer service',
  content: '<p>Customer service helps with:</p><ul><li>large deposits</li></ul>',
  channels: [],
  hours: '',
  note: '<p>No contact channel has been set up.</p>',
  ...over,
})

const message = (id: number, from: SupportMessage['from'], text: string): SupportMessage => ({
  id,
  from,
  text,
  image: null,
  created_at: '2026-11-23T06:05:09.000Z',
})

const page = (data: SupportMessage[]): SupportPage => ({
  data,
  page: 1,
  pages: data.length ? 1 : 0,
  total: data.length,
})

let pushAnswer: (m: SupportMessage) => void = () => undefined

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  jest.spyOn(realtime, 'connectRealtime').mockResolvedValue()
  jest.spyOn(realtime, 'onSupportMessage').mockImplementation((listener) => {
    pushAnswer = listener
    return () => undefined
  })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

const bubbles = () =>
  [...document.querySelectorAll<HTMLElement>('.bubble')].map((b) => [
    b.dataset.from,
    b.querySelector('.bubble__text')?.textContent,
  ])

function write(text: string) {
  const field = document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')
  if (!field) throw new Error('no composer')
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

const send = () =>
  testUtils.act(() => document.querySelector<HTMLElement>('.composer__send')?.click())

async function open() {
  openAt('pages/services/index')
  await testUtils.mount(ServicePage)
  // the conversation's first page, then the composer under it: a few turns, more on a busy machine
  for (let i = 0; i < 50 && !document.querySelector('textarea[name="message"]'); i++) await flush()
  await flush()
}

it('has no dead end without a channel: it invites the user to write, and shows what is sent and answered', async () => {
  jest.spyOn(contentApi, 'fetchContact').mockResolvedValue(contact())
  jest.spyOn(supportApi, 'fetchConversation').mockResolvedValue(page([]))
  const sendSpy = jest
    .spyOn(supportApi, 'sendSupportMessage')
    .mockResolvedValue(message(7, 'user', 'Where is my deposit?'))
  await open()
  expect(screenText()).toContain('large deposits')
  expect(screenText()).toContain('No messages yet. Write to us')
  expect(screenText()).not.toContain('No contact channel has been set up.')
  expect(document.querySelector('.service__channel')).toBeNull()

  write('Where is my deposit?')
  await flush()
  await send()
  await flush()
  expect(sendSpy).toHaveBeenCalledWith(
    { text: 'Where is my deposit?', image: '' },
    expect.any(String),
  )
  expect(bubbles()).toEqual([['user', 'Where is my deposit?']])
  expect(document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.value).toBe('')

  await testUtils.act(() => pushAnswer(message(8, 'operator', 'It is credited.')))
  await flush()
  expect(bubbles()).toEqual([
    ['user', 'Where is my deposit?'],
    ['operator', 'It is credited.'],
  ])
})

it('shows the oldest first, says a refusal under the composer, and reads again on a pull', async () => {
  jest.spyOn(contentApi, 'fetchContact').mockResolvedValue(contact())
  const fetchSpy = jest
    .spyOn(supportApi, 'fetchConversation')
    .mockResolvedValue(page([message(2, 'operator', 'Hello!'), message(1, 'user', 'Hi')]))
  jest
    .spyOn(supportApi, 'sendSupportMessage')
    .mockRejectedValue(new ApiError('Please write a message or add a photo', 'error'))
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  await open()
  expect(bubbles()).toEqual([
    ['user', 'Hi'],
    ['operator', 'Hello!'],
  ])

  write('again')
  await flush()
  await send()
  await flush()
  expect(document.querySelector('.composer__error')?.textContent).toBe(
    'Please write a message or add a photo',
  )

  fetchSpy.mockResolvedValueOnce(page([message(3, 'operator', 'Anything else?')]))
  expect(firePageLifecycle('onPullDownRefresh')).toBeGreaterThan(0)
  await flush()
  expect(bubbles().map(([, text]) => text)).toEqual(['Hi', 'Hello!', 'Anything else?'])
})

it('lists the configured channels with the hours, and copies one on a tap', async () => {
  jest.spyOn(supportApi, 'fetchConversation').mockResolvedValue(page([]))
  jest.spyOn(contentApi, 'fetchContact').mockResolvedValue(
    contact({
      channels: [
        { kind: 'email', value: 'help@tradeapp.io' },
        { kind: 'telegram', value: 'https://t.me/tradeapp_help' },
        { kind: 'whatsapp', value: 'https://wa.me/447700900123' },
      ],
      hours: 'Mon-Fri 09:00-18:00 UTC',
      note: '',
    }),
  )
  const copied = recordCopies()
  await open()
  expect(screenText()).toContain('Mon-Fri 09:00-18:00 UTC')
  expect(screenText()).toContain('WhatsApp')
  const toasts = recordToasts()
  testUtils.act(() => document.querySelector<HTMLElement>('.service__channel--telegram')?.click())
  await flush()
  expect(copied).toEqual(['https://t.me/tradeapp_help'])
  expect(toasts).toEqual(['Copied'])
})
