// The one client write path (issue 46 item 1): useWrite keeps one Idempotency-Key per intent, the
// same through a lost answer and a second tap, a new one once it succeeded or what is asked
// changed, and the refusal in the server's words; useConfirmedWrite is that with the asking.
import TestUtils from '@tarojs/test-utils-react'
import { Text, View } from '@tarojs/components'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { TOAST_REFUSAL, useWrite, type WriteOptions } from '@/hooks/useWrite'
import { ApiError } from '@/services/http'
import { recordToasts } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 4; i++) await testUtils.act(() => Promise.resolve())
}
const tap = async (name: string) => {
  testUtils.act(() => document.querySelector<HTMLElement>(`[data-tap="${name}"]`)?.click())
  await flush()
}
const shown = (name: string) => document.querySelector(`[data-shows="${name}"]`)?.textContent

type Send = (key: string, about: string) => Promise<string>

interface HarnessProps {
  write: Send
  done: (result: string) => void
  options?: WriteOptions
}

function WriteHarness({ write, done, options }: HarnessProps) {
  const w = useWrite(write, done, options)
  return (
    <View>
      {/* two taps before the page draws again: the second finds the first on its way */}
      <View
        data-tap='send'
        onClick={() => {
          void w.send('a')
          void w.send('a')
        }}
      />
      <View
        data-tap='change-and-send'
        onClick={() => {
          w.changed()
          void w.send('b')
        }}
      />
      <View data-tap='changed' onClick={w.changed} />
      <Text data-shows='error'>{w.error}</Text>
      <Text data-shows='busy'>{String(w.busy)}</Text>
    </View>
  )
}

function ConfirmedHarness({ write, done }: Omit<HarnessProps, 'options'>) {
  const w = useConfirmedWrite((key) => write(key, ''), done)
  return (
    <View>
      <View data-tap='ask' onClick={w.ask} />
      <View data-tap='cancel' onClick={w.cancel} />
      <View data-tap='confirm' onClick={() => void w.confirm()} />
      <Text data-shows='asking'>{String(w.asking)}</Text>
      <Text data-shows='error'>{w.error}</Text>
    </View>
  )
}

afterEach(() => testUtils.unmout())

it('sends once per tap pair, keeps the key through a lost answer, and renews it after success', async () => {
  const write = jest
    .fn<Promise<string>, [string, string]>()
    .mockRejectedValueOnce(new ApiError('NetWork Error', 'network'))
    .mockResolvedValue('ok')
  const done = jest.fn()
  await testUtils.mount(WriteHarness, { props: { write, done } })
  await tap('send')
  expect(write).toHaveBeenCalledTimes(1)
  expect(shown('error')).toBe('NetWork Error')
  expect(shown('busy')).toBe('false')
  await tap('send')
  expect(write).toHaveBeenCalledTimes(2)
  expect(done).toHaveBeenCalledWith('ok')
  expect(shown('error')).toBe('')
  await tap('send')
  const keys = write.mock.calls.map(([key]) => key)
  expect(keys[1]).toBe(keys[0])
  expect(keys[2]).not.toBe(keys[1])
  expect(write.mock.calls.map(([, about]) => about)).toEqual(['a', 'a', 'a'])
})

it('takes a new key when what is asked changed, also within the tap that sends', async () => {
  const write = jest
    .fn<Promise<string>, [string, string]>()
    .mockRejectedValue(new ApiError('Too little', 'error'))
  await testUtils.mount(WriteHarness, { props: { write, done: () => undefined } })
  await tap('send')
  await tap('send')
  await tap('changed')
  expect(shown('error')).toBe('')
  await tap('send')
  await tap('change-and-send')
  const keys = write.mock.calls.map(([key]) => key)
  // a refusal keeps the key (nothing was done under it); a change does not
  expect(keys[1]).toBe(keys[0])
  expect(new Set(keys.slice(1)).size).toBe(3)
  expect(write.mock.calls[3][1]).toBe('b')
})

it('keeps what the caller makes of a refusal, which may be nothing', async () => {
  const told: string[] = []
  const write = jest
    .fn<Promise<string>, [string, string]>()
    .mockRejectedValue(new ApiError('Quote expired', 'error'))
  const refusal = (failure: ApiError) => {
    told.push(failure.message)
    return ''
  }
  await testUtils.mount(WriteHarness, {
    props: { write, done: () => undefined, options: { refusal } },
  })
  await tap('send')
  expect(told).toEqual(['Quote expired'])
  expect(shown('error')).toBe('')
})

it('tells a refusal in a toast where the write has no form to show it in', async () => {
  const toasts = recordToasts()
  const write = jest
    .fn<Promise<string>, [string, string]>()
    .mockRejectedValue(new ApiError('Order already filled', 'error'))
  await testUtils.mount(WriteHarness, {
    props: { write, done: () => undefined, options: TOAST_REFUSAL },
  })
  await tap('send')
  expect(toasts).toEqual(['Order already filled'])
  expect(shown('error')).toBe('')
})

it('asks first: cancelling sends nothing, confirming closes the question and sends', async () => {
  const write = jest
    .fn<Promise<string>, [string, string]>()
    .mockRejectedValueOnce(new ApiError('Market closed', 'error'))
    .mockResolvedValue('ok')
  const done = jest.fn()
  await testUtils.mount(ConfirmedHarness, { props: { write, done } })
  await tap('ask')
  expect(shown('asking')).toBe('true')
  await tap('cancel')
  expect(shown('asking')).toBe('false')
  expect(write).not.toHaveBeenCalled()
  await tap('ask')
  await tap('confirm')
  expect(shown('asking')).toBe('false')
  expect(shown('error')).toBe('Market closed')
  // asking again clears the last refusal; the same intent keeps its key
  await tap('ask')
  expect(shown('error')).toBe('')
  await tap('confirm')
  expect(done).toHaveBeenCalledWith('ok')
  expect(write.mock.calls[1][0]).toBe(write.mock.calls[0][0])
})
