// Desktop browsers (H5): dragging with the mouse pans the candles, the wheel zooms around the
// pointer. Touches go through KlineChart's touch handlers, as on mini-programs; this only adds
// what a mouse does, on the chart's own element.
import { moveGesture, startGesture, wheelZoom, type Gesture, type ZoomWindow } from './zoomWindow'

export interface MouseTarget {
  /** the window shown now and the number of candles */
  shown(): { window: ZoomWindow; length: number }
  /** the plot's left edge and width, in px from the element's left edge */
  plot(): { left: number; width: number }
  moveTo(window: ZoomWindow): void
}

/** px in a wheel event's unit: lines (Firefox) and pages are turned into px. */
const WHEEL_UNIT = [1, 16, 400]

/** Listens on `el` until the returned function is called. */
export function mouseGestures(el: HTMLElement, target: MouseTarget): () => void {
  let drag: Gesture | null = null
  let held = 0

  const onMove = (e: MouseEvent) => {
    if (!drag) return
    const { width } = target.plot()
    target.moveTo(moveGesture(drag, [{ clientX: e.clientX }], 0, width, target.shown().length))
  }
  const onUp = () => {
    drag = null
    window.removeEventListener('mousemove', onMove)
    window.removeEventListener('mouseup', onUp)
  }
  const onDown = (e: MouseEvent) => {
    if (e.button !== 0) return
    // no text selection while dragging over the read-out
    e.preventDefault()
    drag = startGesture(target.shown().window, [{ clientX: e.clientX }])
    // on the window: the drag goes on when the pointer leaves the chart
    window.addEventListener('mousemove', onMove)
    window.addEventListener('mouseup', onUp)
  }
  const onWheel = (e: WheelEvent) => {
    // the page does not scroll under the chart
    e.preventDefault()
    const { window: now, length } = target.shown()
    const { left, width } = target.plot()
    if (width <= 0) return
    const x = e.clientX - el.getBoundingClientRect().left
    const next = wheelZoom(
      now,
      held,
      e.deltaY * (WHEEL_UNIT[e.deltaMode] ?? 1),
      (x - left) / width,
      length,
    )
    held = next.held
    target.moveTo(next.window)
  }

  el.addEventListener('mousedown', onDown)
  el.addEventListener('wheel', onWheel, { passive: false })
  return () => {
    onUp()
    el.removeEventListener('mousedown', onDown)
    el.removeEventListener('wheel', onWheel)
  }
}
