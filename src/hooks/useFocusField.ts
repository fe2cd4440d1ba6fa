// Mini-programs and the native app focus a field through its `focus` prop; the browser's needs
// more (useFocusField.h5.ts).
import type { RefObject } from 'react'

export function useFocusField(_box: RefObject<HTMLElement | null>, _wanted: boolean): void {}
