// The visible range of candles (the zoom window: the x axes' range), as candle indices, and how
// it moves when candles change or the user pans, pinches or turns the mouse wheel. Pure, so it is
// tested without a canvas.

/** First and last visible candle, inclusive. */
export interface ZoomWindow {
  start: number
  end: number
}

/** Candles visible when a chart opens. */
export const VISIBLE_CANDLES = 80
/** Bounds of a pinch: closer than this a candle fills the screen, further nothing is readable. */
export const MIN_VISIBLE = 10
export const MAX_VISIBLE = 400

export function initialWindow(length: number, visible = VISIBLE_CANDLES): ZoomWindow {
  return { start: Math.max(0, length - visible), end: Math.max(0, length - 1) }
}

/** What the chart shows now: enough to place the window again when the candles change. */
export interface Shown {
  window: ZoomWindow
  length: number
  /** time of the first candle, null when there were none */
  firstTime: number | null
}

/** Index of `time` in ascending `times`, or -1. */
export function indexOfTime(times: readonly number[], time: number): number {
  let lo = 0
  let hi = times.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (times[mid] === time) return mid
    if (times[mid] < time) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}

function clamp(w: ZoomWindow, length: number): ZoomWindow {
  const last = Math.max(0, length - 1)
  const end = Math.min(Math.max(w.end, 0), last)
  const start = Math.min(Math.max(w.start, 0), end)
  return { start, end }
}

/**
 * Where the window goes when the candles change, so the user keeps looking at the same candles:
 * - older candles put in front (the old first candle is now at index k): the window moves by k;
 * - a window that reached the newest candle follows new candles as they open;
 * - a window that held every candle of a short series (the live candle that came before the
 *   history, a new listing) widens to the opening width over the candles that came;
 * - new data that does not contain the old first candle (another symbol or period, the first
 *   load) starts again on the newest candles (`reset`).
 */
export function placeWindow(
  shown: Shown,
  times: readonly number[],
): { window: ZoomWindow; reset: boolean } {
  const k = shown.firstTime === null ? -1 : indexOfTime(times, shown.firstTime)
  if (shown.length === 0 || k < 0) return { window: initialWindow(times.length), reset: true }
  let { start, end } = shown.window
  start += k
  end += k
  const appended = times.length - (shown.length + k)
  if (shown.window.end >= shown.length - 1 && appended > 0) {
    start += appended
    end += appended
  }
  const heldAll = shown.window.start === 0 && shown.window.end >= shown.length - 1
  if (heldAll && shown.length < VISIBLE_CANDLES) start = end - VISIBLE_CANDLES + 1
  return { window: clamp({ start, end }, times.length), reset: false }
}

/** Moves the window by `delta` candles (negative: towards older ones), keeping its width. */
export function panBy(w: ZoomWindow, delta: number, length: number): ZoomWindow {
  const width = w.end - w.start
  const last = Math.max(0, length - 1)
  const start = Math.min(Math.max(w.start + Math.round(delta), 0), Math.max(0, last - width))
  return { start, end: Math.min(start + width, last) }
}

/**
 * Zooms by `factor` (> 1 shows fewer, larger candles) around the point at `anchor` (0 = left
 * edge, 1 = right edge), which stays over the same candle.
 */
export function zoomBy(w: ZoomWindow, factor: number, anchor: number, length: number): ZoomWindow {
  if (!(factor > 0) || length === 0) return w
  const count = w.end - w.start + 1
  const limit = Math.min(MAX_VISIBLE, length)
  const next = Math.min(Math.max(Math.round(count / factor), Math.min(MIN_VISIBLE, length)), limit)
  const a = Math.min(Math.max(anchor, 0), 1)
  const pivot = w.start + a * (count - 1)
  const start = Math.round(pivot - a * (next - 1))
  return panBy({ start, end: start + next - 1 }, 0, length)
}

export const sameWindow = (a: ZoomWindow, b: ZoomWindow): boolean =>
  a.start === b.start && a.end === b.end

/** Wheel scrolling (px) that zooms by a factor of e: a mouse wheel notch (100 px) zooms 1.2 times. */
export const WHEEL_PX_PER_E = 500
/** Scrolling held back (px) at most: past a zoom limit, turning back answers at once. */
const WHEEL_HELD = 1000

/** A zoom by the wheel: the window after it, and the scrolling held back for the next turn. */
export interface WheelZoom {
  window: ZoomWindow
  /** px scrolled that have not changed the window yet */
  held: number
}

/**
 * The window after scrolling `deltaY` px (down: more, smaller candles) with the pointer at
 * `anchor` (0 = plot's left edge, 1 = right edge), which stays over the same candle. A touchpad
 * sends a few px at a time, each too little for a whole candle: they are held and added up until
 * the window moves; a turn the other way starts afresh.
 */
export function wheelZoom(
  w: ZoomWindow,
  held: number,
  deltaY: number,
  anchor: number,
  length: number,
): WheelZoom {
  const base = held * deltaY < 0 ? 0 : held
  const scrolled = Math.max(-WHEEL_HELD, Math.min(WHEEL_HELD, base + deltaY))
  const next = zoomBy(w, Math.exp(-scrolled / WHEEL_PX_PER_E), anchor, length)
  return sameWindow(next, w) ? { window: w, held: scrolled } : { window: next, held: 0 }
}

/** Whether the window shows the oldest loaded candle. */
export const atOldest = (w: ZoomWindow): boolean => w.start <= 0

/** A touch as canvas (x), view (clientX) and React Native (pageX) events carry it. */
export interface TouchPoint {
  x?: number
  clientX?: number
  pageX?: number
}

/** One pan or pinch, from the fingers down to the fingers up. */
export interface Gesture {
  window: ZoomWindow
  /** x of the single finger when panning */
  x: number
  /** distance between two fingers when pinching, else null */
  distance: number | null
}

const xOf = (t: TouchPoint): number => t.x ?? t.clientX ?? t.pageX ?? 0

export function startGesture(window: ZoomWindow, touches: readonly TouchPoint[]): Gesture {
  const [a, b] = touches
  return {
    window,
    x: a ? xOf(a) : 0,
    distance: a && b ? Math.abs(xOf(a) - xOf(b)) : null,
  }
}

/**
 * The window while the fingers move over a plot `plotWidth` px wide starting at `plotLeft`:
 * one finger drags the candles along, two fingers spread or pinch them.
 */
export function moveGesture(
  g: Gesture,
  touches: readonly TouchPoint[],
  plotLeft: number,
  plotWidth: number,
  length: number,
): ZoomWindow {
  const count = g.window.end - g.window.start + 1
  const [a, b] = touches
  if (!a || plotWidth <= 0) return g.window
  if (b && g.distance !== null) {
    const distance = Math.abs(xOf(a) - xOf(b))
    if (g.distance < 1 || distance < 1) return g.window
    const mid = (xOf(a) + xOf(b)) / 2
    return zoomBy(g.window, distance / g.distance, (mid - plotLeft) / plotWidth, length)
  }
  // dragging right brings older candles in from the left
  return panBy(g.window, (-(xOf(a) - g.x) * count) / plotWidth, length)
}
