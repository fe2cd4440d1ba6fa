// DetailState draws where loading one thing stands (loading, failed with a retry, missing, ready)
// the same way on every detail screen; useDetail and usePageRecord bring it there.
import { useCallback, useState } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { activateLanguage } from '@/locales'
import { DetailState, type DetailLoad } from '@/components/DetailState'
import { Skeleton } from '@/components/Skeleton'
import { useDetail } from '@/hooks/useDetail'
import { usePageRecord } from '@/hooks/usePageRecord'
import { ApiError } from '@/services/http'
import { openAt, screenText, signedOut, tapText } from './helpers'

const testUtils = new TestUtils()
// a few turns of the event loop, timers included: Taro's runtime renders on a timer, which a busy
// machine may not have run after one microtask
const flush = async () => {
  for (let i = 0; i < 5; i++) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
}

beforeAll(() => activateLanguage('en'))
beforeEach(signedOut)
afterEach(() => testUtils.unmout())

interface Shown {
  load: DetailLoad<string>
  onRetry?: () => void
  missing?: string
  skeleton?: boolean
}

function Shown({ load, onRetry, missing, skeleton }: Shown) {
  return (
    <DetailState
      load={load}
      onRetry={onRetry}
      missing={missing}
      skeleton={skeleton ? <Skeleton shape='rows' rows={2} /> : undefined}
    >
      {(value) => <Text className='thing'>{value}</Text>}
    </DetailState>
  )
}

const stateView = () => document.querySelector('.state-view')
const retryButton = () => document.querySelector('.state-view__retry')

describe('DetailState', () => {
  it('spins while loading, or draws the skeleton it is given', async () => {
    await testUtils.mount(Shown, { props: { load: { kind: 'loading' } } })
    expect(stateView()?.getAttribute('role')).toBe('status')
    expect(stateView()?.getAttribute('aria-label')).toBe('Loading')
    expect(document.querySelector('.thing')).toBeNull()
    testUtils.unmout()

    await testUtils.mount(Shown, { props: { load: { kind: 'loading' }, skeleton: true } })
    expect(document.querySelector('.skeleton[aria-busy]')).not.toBeNull()
    expect(stateView()).toBeNull()
  })

  it('says a failure and calls back when Try again is tapped', async () => {
    const onRetry = jest.fn()
    await testUtils.mount(Shown, { props: { load: { kind: 'failed' }, onRetry } })
    expect(stateView()?.getAttribute('role')).toBe('alert')
    expect(screenText()).toBe('Oops, network signal lostTry again')
    tapText('Try again')
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('only says a failure when there is no retry to offer', async () => {
    await testUtils.mount(Shown, { props: { load: { kind: 'failed' } } })
    expect(screenText()).toBe('Oops, network signal lost')
    expect(retryButton()).toBeNull()
  })

  it("says what is missing in the server's words, else in the screen's, with no retry", async () => {
    const onRetry = jest.fn()
    const missing = 'Product information error'
    await testUtils.mount(Shown, {
      props: { load: { kind: 'missing', message: 'Not your message' }, onRetry, missing },
    })
    expect(screenText()).toBe('Not your message')
    expect(retryButton()).toBeNull()
    testUtils.unmout()

    await testUtils.mount(Shown, { props: { load: { kind: 'missing' }, onRetry, missing } })
    expect(screenText()).toBe(missing)
  })

  it('draws the thing once it is there, and nothing of the states', async () => {
    await testUtils.mount(Shown, { props: { load: { kind: 'ready', value: 'the thing' } } })
    expect(document.querySelector('.thing')?.textContent).toBe('the thing')
    expect(stateView()).toBeNull()
  })
})

interface Asking {
  fetch: () => Promise<string | null>
  refusalIsMissing?: boolean
}

function Asking({ fetch, refusalIsMissing }: Asking) {
  const { load, retry } = useDetail(fetch, { refusalIsMissing })
  return (
    <DetailState load={load} onRetry={retry} missing='Nothing here'>
      {(value) => <Text className='thing'>{value}</Text>}
    </DetailState>
  )
}

describe('useDetail', () => {
  it('loads on mount, and after a failure asks again when Try again is tapped', async () => {
    const fetch = jest
      .fn<Promise<string | null>, []>()
      .mockRejectedValueOnce(new ApiError('Oops, network signal lost', 'network'))
      .mockResolvedValueOnce('the thing')
    await testUtils.mount(Asking, { props: { fetch } })
    await flush()
    expect(retryButton()).not.toBeNull()

    testUtils.act(() => tapText('Try again'))
    expect(stateView()?.getAttribute('role')).toBe('status')
    await flush()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(document.querySelector('.thing')?.textContent).toBe('the thing')
  })

  it('shows nothing found when the answer is null', async () => {
    await testUtils.mount(Asking, { props: { fetch: () => Promise.resolve(null) } })
    await flush()
    expect(screenText()).toBe('Nothing here')
  })

  it("takes a refusal as final, in the server's words, only when told to", async () => {
    const refuse = () => Promise.reject(new ApiError('Not your message', 'error'))
    await testUtils.mount(Asking, { props: { fetch: refuse, refusalIsMissing: true } })
    await flush()
    expect(screenText()).toBe('Not your message')
    expect(retryButton()).toBeNull()
    testUtils.unmout()

    await testUtils.mount(Asking, { props: { fetch: refuse } })
    await flush()
    expect(retryButton()).not.toBeNull()
  })

  it('keeps only the answer about what is asked for now', async () => {
    const answers: Record<string, (value: string) => void> = {}
    function Switching() {
      const [id, setId] = useState('a')
      const fetch = useCallback(
        () => new Promise<string>((resolve) => (answers[id] = resolve)),
        [id],
      )
      return (
        <>
          <Text onClick={() => setId('b')}>Next</Text>
          <Asking fetch={fetch} />
        </>
      )
    }
    await testUtils.mount(Switching, {})
    testUtils.act(() => tapText('Next'))
    await flush()
    expect(stateView()?.getAttribute('role')).toBe('status')

    await testUtils.act(async () => answers.b('about b'))
    await testUtils.act(async () => answers.a('about a'))
    expect(document.querySelector('.thing')?.textContent).toBe('about b')
  })
})

describe('usePageRecord', () => {
  function Record({ fetchById }: { fetchById: (id: number) => Promise<string> }) {
    const { load, retry } = usePageRecord(fetchById)
    return (
      <DetailState load={load} onRetry={retry}>
        {(value) => <Text className='thing'>{value}</Text>}
      </DetailState>
    )
  }

  it("asks for the page's id, and for record 0 when the id is no number", async () => {
    const fetchById = jest.fn((id: number) => Promise.resolve(`record ${id}`))
    openAt('pages/msg/msg-detail', { id: '12' })
    await testUtils.mount(Record, { props: { fetchById } })
    await flush()
    expect(document.querySelector('.thing')?.textContent).toBe('record 12')
    testUtils.unmout()

    openAt('pages/msg/msg-detail', { id: 'abc' })
    await testUtils.mount(Record, { props: { fetchById } })
    await flush()
    expect(fetchById).toHaveBeenLastCalledWith(0)
  })

  it("says the server's refusal and offers no retry", async () => {
    openAt('pages/msg/msg-detail', { id: '12' })
    const fetchById = () => Promise.reject(new ApiError('Message does not exist', 'error'))
    await testUtils.mount(Record, { props: { fetchById } })
    await flush()
    expect(screenText()).toBe('Message does not exist')
    expect(retryButton()).toBeNull()
  })
})
