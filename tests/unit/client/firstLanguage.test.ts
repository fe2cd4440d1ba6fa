// Before the first language has loaded (a cold start on a slow network) the app has no words yet:
// every text is empty or the caller's stand-in, never a key such as 'route.login'.
import { activateLanguage, t, translation } from '@/locales'

it('shows nothing but stand-ins until the first language has loaded', async () => {
  expect(translation.active).toBeNull()
  expect(t('route.login')).toBe('')
  expect(t('init.reload', { defaultValue: 'Reload' })).toBe('Reload')
  await activateLanguage('en')
  expect(translation.active).toBe('en')
  expect(t('route.login')).toBe('Log in')
})
