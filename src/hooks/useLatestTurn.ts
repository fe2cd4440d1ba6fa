import { useCallback, useRef } from 'react'

/**
 * For loads that may overlap (shown again, a quick change of what is asked): each load takes a
 * turn, and its answer is applied only while no later turn has been taken, so an older answer
 * arriving last never replaces a newer one.
 */
export function useLatestTurn(): () => () => boolean {
  const turns = useRef(0)
  return useCallback(() => {
    const mine = ++turns.current
    return () => mine === turns.current
  }, [])
}
