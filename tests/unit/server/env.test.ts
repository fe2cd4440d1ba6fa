// Server settings read from the environment: the admission limits an operator tunes per machine.
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
