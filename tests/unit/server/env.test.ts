// Server settings read from the environment: the admission limits an operator tunes per machine,
// and the card payment providers.
import { readEnv } from '../../../server/src/env'

describe('admission limits from the environment', () => {
  it('takes both numbers, or leaves the engine’s defaults when either is missing', () => {
    expect(readEnv({ ADMISSION_WORKING: '6', ADMISSION_QUEUE: '10' }).admission).toEqual({
      concurrency: 6,
      queue: 10,
    })
    expect(readEnv({ ADMISSION_WORKING: '6' }).admission).toBeUndefined()
    expect(readEnv({}).admission).toBeUndefined()
  })

  it('refuses to start on a limit that is not a positive whole number', () => {
    expect(() => readEnv({ ADMISSION_WORKING: '0', ADMISSION_QUEUE: '4' })).toThrow(
      'bad ADMISSION_WORKING: 0',
    )
    expect(() => readEnv({ ADMISSION_WORKING: '2', ADMISSION_QUEUE: 'lots' })).toThrow(
      'bad ADMISSION_QUEUE: lots',
    )
  })
})

describe('card payment providers from the environment', () => {
  it('uses the sandbox for a channel without a provider, and the configured one otherwise', () => {
    expect(readEnv({}).pay).toEqual({})
    expect(
      readEnv({
        PAY_CARD_URL: 'https://pay.example.com/checkout',
        PAY_CARD_SECRET: 's3cret',
        PAY_CARD_NAME: 'examplepay',
      }).pay,
    ).toEqual({
      card: { url: 'https://pay.example.com/checkout', secret: 's3cret', name: 'examplepay' },
    })
  })

  it('refuses to start on half a provider, or one not on https', () => {
    expect(() => readEnv({ PAY_MJL_URL: 'https://pay.example.com' })).toThrow(
      'PAY_MJL_URL (https) and PAY_MJL_SECRET go together',
    )
    expect(() => readEnv({ PAY_CARD_URL: 'http://pay.example.com', PAY_CARD_SECRET: 'x' })).toThrow(
      'PAY_CARD_URL (https) and PAY_CARD_SECRET go together',
    )
  })
})
