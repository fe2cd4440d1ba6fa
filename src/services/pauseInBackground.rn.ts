// A phone keeps a backgrounded app's socket open for a while (Android) or freezes it unclosed
// (iOS): either way quotes stream to nobody, and on return the app shows minutes-old prices until
// the ping times out. Taro's React Native runtime never reports the app hiding, so this watches
// React Native's AppState: an open connection closes on leaving, and opens again on return, which
// catches up through REST.
import { AppState, type AppStateStatus } from 'react-native'
import { connectRealtime, disconnectRealtime, realtimeStarted } from './realtime'

let watching = false

export function pauseInBackground(): void {
  if (watching) return
  watching = true
  let paused = false
  AppState.addEventListener('change', (state: AppStateStatus) => {
    if (state === 'background' && realtimeStarted()) {
      paused = true
      disconnectRealtime()
    } else if (state === 'active' && paused) {
      paused = false
      void connectRealtime()
    }
  })
}
