// The native app opens the web app's address in the phone's browser (services/webLink.rn.ts), and
// copies it when no browser takes it. React Native's Linking is the edge of the world here.
import { openWebLink } from '@/services/webLink.rn'
import { recordCopies, until } from './helpers'

const mockOpenURL = jest.fn<Promise<void>, [string]>()
jest.mock('react-native', () => ({ Linking: { openURL: (url: string) => mockOpenURL(url) } }))

it('opens the address in the browser, and copies it when that fails', async () => {
  const copied = recordCopies()
  mockOpenURL.mockResolvedValueOnce(undefined)
  openWebLink('https://app.example.com/#/pages/user/recharge')
  expect(mockOpenURL).toHaveBeenCalledWith('https://app.example.com/#/pages/user/recharge')
  mockOpenURL.mockRejectedValueOnce(new Error('no browser'))
  openWebLink('https://app.example.com/#/pages/p2p/index')
  await until(() => copied.length === 1)
  expect(copied).toEqual(['https://app.example.com/#/pages/p2p/index'])
})
