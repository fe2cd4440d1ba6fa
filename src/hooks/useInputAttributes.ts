// Mini-programs and the native app name their inputs through the platform; the browser's <input>
// is reached in useInputAttributes.h5.ts.
import { useRef } from 'react'

export function useInputAttributes(_attributes: Record<string, string>) {
  return useRef<HTMLElement | null>(null)
}
