// Reading the signed-in user again, apart from signing in and out (services/auth), so a screen
// that only reads the profile does not bring those along.
import { setUser } from '@/stores/session'
import { fetchUserInfo } from './api/identity'

/** Reads the user again (changed on another device, or by a review): every screen shows it. */
export async function refreshUser(): Promise<void> {
  try {
    setUser(await fetchUserInfo())
  } catch {
    // the request wrapper has said why; the last known profile stays on screen
  }
}
