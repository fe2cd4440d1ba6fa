// A screen about one thing (a message, a deposit, a product, a server text, the traded symbol)
// has nothing to show until that thing has loaded. Whether it is still loading, has failed or was
// not found looks the same on every such screen: StateView's states, or a Skeleton shaped like
// what is coming.
import type { ReactNode } from 'react'
import { StateView } from '../StateView'

/** How far loading the one thing has got. */
export type DetailLoad<T> =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** no such thing, and asking again won't change that; with the server's words if it said why */
  | { kind: 'missing'; message?: string }
  | { kind: 'ready'; value: T }

export interface DetailStateProps<T> {
  load: DetailLoad<T>
  /** offered with a failure; without it the failure is only said */
  onRetry?: () => void
  /** drawn while loading, laid out like the content (a Skeleton); a spinner when not given */
  skeleton?: ReactNode
  /** said when nothing was found and the server gave no words of its own */
  missing?: string
  /** the thing, once it is there */
  children: (value: T) => ReactNode
}

export function DetailState<T>({
  load,
  onRetry,
  skeleton,
  missing,
  children,
}: DetailStateProps<T>) {
  switch (load.kind) {
    case 'loading':
      return skeleton ? <>{skeleton}</> : <StateView kind='loading' />
    case 'failed':
      return <StateView kind='failed' onRetry={onRetry} />
    case 'missing':
      return <StateView kind='empty' message={load.message ?? missing} />
    case 'ready':
      return <>{children(load.value)}</>
  }
}
