// Copying on H5 says so once, in the user's language (Taro's own copy adds a toast in Chinese),
// and says so when the browser refuses, rather than claiming a copy that did not happen.
import { activateLanguage } from '@/locales'
import { copyText } from '@/services/clipboard'
import { recordCopies, recordToasts } from './helpers'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeAll(() => activateLanguage('de'))

it('copies through the browser and says so in the language of the app', async () => {
  const copied = recordCopies()
  const toasts = recordToasts()
  copyText('DEP00001AX')
  await settle()
  expect(copied).toEqual(['DEP00001AX'])
  expect(toasts).toEqual(['Kopiert'])
})

it('says the copy failed when the browser refuses it', async () => {
  recordCopies({ refuse: true })
  const toasts = recordToasts()
  copyText('DEP00001AX')
  await settle()
  expect(toasts).toEqual([
    'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn von Hand.',
  ])
})
