// Mini-programs and the native app draw a page in one go (H5 staggers it: index.h5.tsx).
import type { ReactNode } from 'react'

export interface LaterProps {
  children: ReactNode
  /** H5: how many tasks after the page's first paint */
  after?: number
}

export function Later({ children }: LaterProps) {
  return <>{children}</>
}
