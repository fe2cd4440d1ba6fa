// The watchlist star, drawn: a text ☆ takes whatever the font makes of it (a different size and
// weight per platform, an emoji on some), and taro-ui's icon font is left out of the build.
import { Picture } from '../Picture'

const GOLD = '#e6b645'
const GREY = '#8a8d99'
const PATH = 'M12 2.6l2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 16.9l-5.8 3.2 1.4-6.4-4.9-4.4 6.5-.7z'

function svg(on: boolean): string {
  const paint = on ? `fill="${GOLD}" stroke="${GOLD}"` : `fill="none" stroke="${GREY}"`
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${PATH}" ${paint} stroke-width="1.6" stroke-linejoin="round"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(markup)}`
}

const SOURCES = { on: svg(true), off: svg(false) }

export function StarIcon({ on, className }: { on: boolean; className?: string }) {
  return (
    <Picture alt='' className={className} src={on ? SOURCES.on : SOURCES.off} mode='aspectFit' />
  )
}
