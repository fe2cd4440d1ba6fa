// The drawing the icon scripts share (make-tab-icons.mjs, make-app-icons.mjs): shapes on a 24-unit
// grid, as icon sets usually are, tested per sub-pixel (4x4 supersampling), and PNG and ICO files
// written with zlib alone (no native dependencies).
import { deflateSync } from 'node:zlib'

const SS = 4

function distToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

function insidePolygon(px, py, pts) {
  let inside = false
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]
    const [xj, yj] = pts[j]
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

export const stroke =
  (points, width = 2, closed = false) =>
  (x, y) => {
    const n = closed ? points.length : points.length - 1
    for (let i = 0; i < n; i++) {
      if (distToSegment(x, y, points[i], points[(i + 1) % points.length]) <= width / 2) return true
    }
    return false
  }
export const fill = (points) => (x, y) => insidePolygon(x, y, points)
export const rect = (x0, y0, x1, y1) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
]
export const disc = (cx, cy, r) => (x, y) => Math.hypot(x - cx, y - cy) <= r
export const ring =
  (cx, cy, r, width = 2) =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2
/** Points along a circle from angle a0 to a1 (degrees, 0 = east, clockwise on screen). */
export const arc = (cx, cy, r, a0, a1, steps = 24) =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
  })

function crc32(buf) {
  let c
  let crc = 0xffffffff
  for (const byte of buf) {
    c = (crc ^ byte) & 0xff
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    crc = (crc >>> 8) ^ c
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

// An indexed PNG: one palette entry per coverage level (SS x SS + 1 of them), all the one colour
// with rising transparency, so each pixel is one byte and compresses far smaller than RGBA (the
// tab icons are inlined into the main package's script).
export function png(shapes, [r, g, b], SIZE) {
  const LEVELS = SS * SS + 1
  const raw = Buffer.alloc(SIZE * (SIZE + 1))
  for (let py = 0; py < SIZE; py++) {
    raw[py * (SIZE + 1)] = 0 // filter: none
    for (let px = 0; px < SIZE; px++) {
      raw[py * (SIZE + 1) + 1 + px] = Math.round(coverage(shapes, px, py, SIZE) * SS * SS)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header[8] = 8 // bit depth
  header[9] = 3 // indexed colour
  const palette = Buffer.alloc(LEVELS * 3)
  const alphas = Buffer.alloc(LEVELS)
  for (let i = 0; i < LEVELS; i++) {
    palette.set([r, g, b], i * 3)
    alphas[i] = Math.round((255 * i) / (LEVELS - 1))
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('tRNS', alphas),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** How much of the pixel (px, py) of a SIZE-pixel image the shapes cover, 0 to 1. */
export function coverage(shapes, px, py, SIZE) {
  const U = SIZE / 24
  let hits = 0
  for (let sy = 0; sy < SS; sy++) {
    for (let sx = 0; sx < SS; sx++) {
      const x = (px + (sx + 0.5) / SS) / U
      const y = (py + (sy + 0.5) / SS) / U
      if (shapes.some((s) => s(x, y))) hits++
    }
  }
  return hits / (SS * SS)
}

/** A truecolour PNG with alpha; `pixel(px, py)` gives [r, g, b, a], each 0-255. */
export function pngRgba(SIZE, pixel) {
  const row = SIZE * 4 + 1
  const raw = Buffer.alloc(SIZE * row)
  for (let py = 0; py < SIZE; py++) {
    raw[py * row] = 0 // filter: none
    for (let px = 0; px < SIZE; px++) raw.set(pixel(px, py), py * row + 1 + px * 4)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // truecolour with alpha
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An ICO file holding PNG images (every browser reads those), given as [size, png] pairs. */
export function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(([size, data]) => {
    const entry = Buffer.alloc(16)
    entry[0] = size % 256 // 0 means 256
    entry[1] = size % 256
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(([, data]) => data)])
}
