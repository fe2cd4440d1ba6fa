// The order Tab follows inside an open dialog (hooks/useFocusTrap): it wraps around at either end
// instead of leaving for the page behind, which a screen reader would read as if it were there.

/**
 * The index, among `count` controls in the dialog, that Tab (or Shift+Tab when `backwards`) moves
 * to from the one at `index` (-1: focus is on the dialog itself or outside it); -1 when the dialog
 * has no control, and focus stays on the dialog.
 */
export function trapStep(count: number, index: number, backwards: boolean): number {
  if (count === 0) return -1
  if (index < 0 || index >= count) return backwards ? count - 1 : 0
  return (index + (backwards ? count - 1 : 1)) % count
}
