// A captcha picture drawn as SVG paths (no <text>: a picture that carries its answer as text
// is no captcha). Each glyph is a few strokes on a 4x6 grid; every point is jittered and every
// glyph rotated, then crossed by noise lines, so no two renderings of a character match.
import { randomInt } from 'node:crypto'

// Each glyph: strokes separated by '|', each stroke a polyline of x,y points on a 4 by 6 grid.
// Only characters that cannot be mistaken for one another (no 0/O/D, 1/I/L, 2/Z, 5/S, 8/B).
const GLYPH_STROKES: Readonly<Record<string, string>> = {
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '1,0 4,0|3,0 3,5 2,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.3,2.6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  '3': '0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '6': '3.5,0 2,0 0,2.5 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,3.5 2,6 0.5,6',
}

type Point = readonly [number, number]

const GLYPHS: ReadonlyMap<string, readonly (readonly Point[])[]> = new Map(
  Object.entries(GLYPH_STROKES).map(([char, strokes]) => [
    char,
    strokes.split('|').map((stroke) =>
      stroke.split(' ').map((point) => {
        const [x, y] = point.split(',').map(Number)
        return [x, y] as const
      }),
    ),
  ]),
)

export const CAPTCHA_ALPHABET = [...GLYPHS.keys()].join('')

const WIDTH = 130
const HEIGHT = 44
const UNIT = 4.2
const CELL = 24

function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min)
}

function colour(min: number, max: number): string {
  const c = () => randomInt(min, max + 1)
  return `rgb(${c()},${c()},${c()})`
}

const fixed = (n: number): string => n.toFixed(1)

export function randomCaptchaText(length = randomInt(4, 6)): string {
  let text = ''
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return text
}

function glyph(char: string, index: number, count: number): string {
  const strokes = GLYPHS.get(char)
  if (!strokes) throw new Error(`no captcha glyph for ${char}`)
  const left = (WIDTH - count * CELL) / 2 + index * CELL + (CELL - 4 * UNIT) / 2
  const top = (HEIGHT - 6 * UNIT) / 2
  const d = strokes
    .map((stroke) =>
      stroke
        .map(([x, y], i) => {
          const px = left + (x + rand(-0.25, 0.25)) * UNIT
          const py = top + (y + rand(-0.25, 0.25)) * UNIT
          return `${i === 0 ? 'M' : 'L'}${fixed(px)} ${fixed(py)}`
        })
        .join(''),
    )
    .join('')
  const cx = left + 2 * UNIT
  const cy = top + 3 * UNIT
  const angle = fixed(rand(-25, 25))
  const width = fixed(rand(2, 2.8))
  return `<path d="${d}" transform="rotate(${angle} ${fixed(cx)} ${fixed(cy)})" stroke="${colour(20, 110)}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
}

function noiseLine(): string {
  const x1 = fixed(rand(0, WIDTH / 3))
  const x2 = fixed(rand((2 * WIDTH) / 3, WIDTH))
  const y1 = fixed(rand(0, HEIGHT))
  const y2 = fixed(rand(0, HEIGHT))
  const cx = fixed(rand(0, WIDTH))
  const cy = fixed(rand(0, HEIGHT))
  return `<path d="M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}" stroke="${colour(90, 180)}" stroke-width="${fixed(rand(1, 1.8))}" fill="none"/>`
}

export function renderCaptchaSvg(text: string): string {
  const chars = [...text]
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${colour(225, 250)}"/>`,
    ...Array.from({ length: randomInt(4, 7) }, noiseLine),
    ...chars.map((c, i) => glyph(c, i, chars.length)),
    ...Array.from({ length: 2 }, noiseLine),
    '</svg>',
  ]
  return parts.join('')
}
