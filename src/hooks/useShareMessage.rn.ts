// A native app has no host share menu (Taro's React Native runtime has no useShareAppMessage): the
// page's own share button goes through the system share sheet (services/shareLink.rn.ts).
import type { ShareMessage } from './useShareMessage'

export type { ShareMessage }

export function useShareMessage(_message: () => ShareMessage): void {}
