// Draws the app's own icons for the H5 build (issue 47): the manifest's 192 and 512 px icons, a
// maskable 512 px one, the apple-touch-icon (180 px) and favicon.ico (16, 32 and 48 px), into
// src/public/, which the H5 build copies to the root of dist/h5 (config/index.ts).
// The mark is three rising candles in the app's gold on its page background (SPEC §9's dark theme).
// Run with `npm run icons` after changing a shape or a colour; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { coverage, fill, ico, pngRgba, rect, stroke } from './iconDrawing.mjs'

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'public')
const BACKGROUND = [0x10, 0x0f, 0x15] // $bg, the manifest's background_color and theme_color
const GOLD = [0xe6, 0xb6, 0x45]
const BLUE = [0x3c, 0x9c, 0xff]

/** A rounded square filling the grid, corner radius r (units). */
const roundedTile = (r) => (x, y) => {
  const dx = Math.max(r - x, 0, x - (24 - r))
  const dy = Math.max(r - y, 0, y - (24 - r))
  return dx * dx + dy * dy <= r * r
}
const fullTile = () => true

const candle = (x, low, bodyLow, bodyHigh, high) => [
  stroke(
    [
      [x, low],
      [x, high],
    ],
    1.1,
  ),
  fill(rect(x - 1.7, bodyHigh, x + 1.7, bodyLow)),
]
const CANDLES = [
  ...candle(7, 19.5, 17.5, 12.5, 11),
  ...candle(12, 16.5, 14.5, 9, 7.5),
  ...candle(17, 13, 11, 5.5, 4),
]
const TREND = [
  stroke(
    [
      [3.5, 20.5],
      [20.5, 20.5],
    ],
    1.2,
  ),
]

/** The shapes drawn `k` times their size about the grid's centre. */
const scaled = (shapes, k) =>
  shapes.map((shape) => (x, y) => shape(12 + (x - 12) / k, 12 + (y - 12) / k))

const mix = (from, to, t) => from.map((c, i) => Math.round(c + (to[i] - c) * t))

/**
 * The icon at `size` px: the tile in the background colour (transparent outside it) with the mark
 * drawn `k` times its size; a maskable icon keeps its mark inside the middle 80 % circle.
 */
function icon(size, tile, k) {
  const candles = scaled(CANDLES, k)
  const trend = scaled(TREND, k)
  return pngRgba(size, (px, py) => {
    const alpha = coverage([tile], px, py, size)
    const gold = coverage(candles, px, py, size)
    const blue = coverage(trend, px, py, size)
    return [...mix(mix(BACKGROUND, BLUE, blue), GOLD, gold), Math.round(alpha * 255)]
  })
}

const ICON = { tile: roundedTile(5), k: 1 }
// the mark's corners stay within 40 % of the size from the centre, where every mask keeps them
const MASKABLE = { tile: fullTile, k: 0.75 }
// iOS rounds the corners itself and shows transparency as black
const APPLE = { tile: fullTile, k: 0.9 }

const draw = (size, { tile, k }) => icon(size, tile, k)

mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true })
const files = {
  'icons/icon-192.png': draw(192, ICON),
  'icons/icon-512.png': draw(512, ICON),
  'icons/maskable-512.png': draw(512, MASKABLE),
  'icons/apple-touch-icon.png': draw(180, APPLE),
  'favicon.ico': ico([16, 32, 48].map((size) => [size, draw(size, ICON)])),
}
for (const [name, data] of Object.entries(files)) writeFileSync(path.join(PUBLIC, name), data)
console.log(`app icons written to ${path.relative(process.cwd(), PUBLIC)}`)
