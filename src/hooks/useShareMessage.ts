// What the host's own share menu sends for this page (mini-programs' "forward to a friend").
import { useShareAppMessage } from '@tarojs/taro'

export interface ShareMessage {
  title: string
  path: string
}

export function useShareMessage(message: () => ShareMessage): void {
  useShareAppMessage(message)
}
