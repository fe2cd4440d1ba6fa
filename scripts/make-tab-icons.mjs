// Draws the four tab icons (inactive grey, active gold) as 81x81 PNGs into src/assets/tab/, and
// Home's quick-entry icons (main colour, 96x96) into server/media/menu/ (the server's /menu names
// them; they stay out of the app's main package).
// The drawing is iconDrawing.mjs's. Run with `npm run icons` after changing a shape or a colour;
// the PNGs are committed.
import { writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { arc, disc, fill, png, rect, ring, stroke } from './iconDrawing.mjs'

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets')
const COLORS = {
  inactive: [0x8a, 0x8d, 0x99],
  active: [0xe6, 0xb6, 0x45],
  main: [0x3c, 0x9c, 0xff],
}

const ICONS = {
  home: [
    stroke(
      [
        [3, 11],
        [12, 3.5],
        [21, 11],
      ],
      2.2,
    ),
    stroke(
      [
        [5.5, 9.5],
        [5.5, 20.5],
        [18.5, 20.5],
        [18.5, 9.5],
      ],
      2.2,
    ),
    fill(rect(10, 14, 14, 20.5)),
  ],
  market: [
    stroke(
      [
        [3, 3],
        [3, 21],
        [21, 21],
      ],
      2,
    ),
    fill(rect(6.5, 14, 9.5, 19)),
    fill(rect(11.5, 10, 14.5, 19)),
    fill(rect(16.5, 6, 19.5, 19)),
  ],
  trade: [
    stroke(
      [
        [7.5, 2.5],
        [7.5, 21.5],
      ],
      1.6,
    ),
    fill(rect(5, 7, 10, 16)),
    stroke(
      [
        [16.5, 2.5],
        [16.5, 21.5],
      ],
      1.6,
    ),
    stroke(rect(14, 5, 19, 13), 1.8, true),
  ],
  assets: [
    stroke(rect(3, 6, 21, 20), 2.2, true),
    stroke(
      [
        [5, 6],
        [16, 2.8],
        [17.5, 6],
      ],
      2,
    ),
    stroke(rect(14, 10.5, 21, 15.5), 2, true),
    disc(16.8, 13, 1.2),
  ],
}

const tray = stroke(
  [
    [4, 15],
    [4, 20.5],
    [20, 20.5],
    [20, 15],
  ],
  2,
)

const MENU_ICONS = {
  recharge: [
    stroke(
      [
        [12, 3],
        [12, 14],
      ],
      2,
    ),
    stroke(
      [
        [7.5, 9.5],
        [12, 14],
        [16.5, 9.5],
      ],
      2,
    ),
    tray,
  ],
  withdraw: [
    stroke(
      [
        [12, 14],
        [12, 3],
      ],
      2,
    ),
    stroke(
      [
        [7.5, 7.5],
        [12, 3],
        [16.5, 7.5],
      ],
      2,
    ),
    tray,
  ],
  lockMining: [
    stroke(rect(5, 10.5, 19, 21), 2, true),
    stroke(arc(12, 8, 4, 180, 360), 2),
    stroke(
      [
        [8, 8],
        [8, 10.5],
      ],
      2,
    ),
    stroke(
      [
        [16, 8],
        [16, 10.5],
      ],
      2,
    ),
    disc(12, 15.5, 1.6),
  ],
  help: [
    ring(12, 12, 9.5, 2),
    stroke([...arc(12, 9.5, 3, 200, 360), ...arc(12, 9.5, 3, 0, 90, 8), [12, 12.5], [12, 14]], 2),
    disc(12, 17.2, 1.3),
  ],
  service: [
    stroke(arc(12, 13, 8, 180, 360), 2),
    fill(rect(3, 13, 7, 19)),
    fill(rect(17, 13, 21, 19)),
    stroke(
      [
        [19, 19],
        [19, 21],
        [14, 21.5],
      ],
      1.6,
    ),
  ],
  invite: [
    ring(9, 8, 3.6, 2),
    stroke(arc(9, 21, 6.5, 180, 360), 2),
    stroke(
      [
        [19, 5.5],
        [19, 12.5],
      ],
      2,
    ),
    stroke(
      [
        [15.5, 9],
        [22.5, 9],
      ],
      2,
    ),
  ],
  // a coin with a sprout: earn
  earn: [
    ring(12, 15.5, 6, 2),
    disc(12, 15.5, 1.8),
    stroke(
      [
        [12, 9.5],
        [12, 4.5],
      ],
      1.8,
    ),
    fill([
      [12, 8.5],
      [8.5, 8.8],
      [6, 6.2],
      [6.5, 4.8],
      [9.5, 5.2],
    ]),
    fill([
      [12, 7],
      [13.5, 3.6],
      [17, 2.2],
      [18.2, 3.2],
      [16.5, 6.2],
    ]),
  ],
  // two people and the coin passing between them: P2P
  p2p: [
    ring(6, 6.5, 2.6, 1.8),
    stroke(arc(6, 15, 4.2, 200, 340), 1.8),
    ring(18, 6.5, 2.6, 1.8),
    stroke(arc(18, 15, 4.2, 200, 340), 1.8),
    stroke(
      [
        [7, 19],
        [17, 19],
      ],
      1.8,
    ),
    fill([
      [17, 16.6],
      [20, 19],
      [17, 21.4],
    ]),
    fill([
      [7, 16.6],
      [4, 19],
      [7, 21.4],
    ]),
  ],
  // a cut gem above its box: collectibles and blind boxes
  collectibles: [
    stroke(
      [
        [7, 3],
        [17, 3],
        [21, 8],
        [12, 15],
        [3, 8],
      ],
      1.8,
      true,
    ),
    stroke(
      [
        [3, 8],
        [21, 8],
      ],
      1.6,
    ),
    stroke(rect(4, 17, 20, 21.5), 1.8, true),
  ],
  // a trader ahead and a follower behind: copy-trading
  follow: [
    ring(8.5, 7.5, 3.4, 2),
    stroke(arc(8.5, 20, 6, 180, 360), 2),
    ring(17, 10, 2.6, 1.8),
    stroke(arc(17, 20.5, 4.5, 200, 360), 1.8),
  ],
}

const tabDir = path.join(ASSETS, 'tab')
mkdirSync(tabDir, { recursive: true })
for (const [name, shapes] of Object.entries(ICONS)) {
  writeFileSync(path.join(tabDir, `${name}.png`), png(shapes, COLORS.inactive, 81))
  writeFileSync(path.join(tabDir, `${name}-active.png`), png(shapes, COLORS.active, 81))
}
const menuDir = path.join(ASSETS, '..', '..', 'server', 'media', 'menu')
mkdirSync(menuDir, { recursive: true })
for (const [name, shapes] of Object.entries(MENU_ICONS)) {
  writeFileSync(path.join(menuDir, `${name}.png`), png(shapes, COLORS.main, 96))
}
console.log(
  `icons written to ${path.relative(process.cwd(), ASSETS)}/tab and ${path.relative(process.cwd(), menuDir)}`,
)
