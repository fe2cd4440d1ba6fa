// Collectibles' operator commands: artists, blind-box series, items sold on their own, and
// auctions of the house's editions.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, secondsOf, UsageError } from '../ops/commandLine'

/** Options a command requires, refused with its usage (naming the first one missing). */
function requireOptions(
  options: Record<string, string>,
  required: readonly string[],
  optional: readonly string[],
  usage: string,
): void {
  onlyOptions(options, [...required, ...optional])
  const missing = required.find((o) => options[o] === undefined)
  if (missing) throw new UsageError(`${usage} (--${missing} is missing)`)
}

/** Copies the options given into the body under their field names. */
const fields = (options: Record<string, string>, names: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(names)
      .filter(([option]) => options[option] !== undefined)
      .map(([option, field]) => [field, options[option]]),
  )

export const collectiblesCommands: AreaCommands = {
  name: 'collectibles',
  commands: {
    'nft-artist': (rest, options) => {
      const [subject] = rest
      const usage = 'nft-artist takes <uid> --name text [--bio text] [--avatar url]'
      requireOptions(options, ['name'], ['bio', 'avatar'], usage)
      if (!subject || rest.length > 1) throw new UsageError(usage)
      const body = {
        uid: subject,
        ...fields(options, { name: 'name', bio: 'bio', avatar: 'avatar' }),
      }
      return { method: 'POST', path: '/ops/nft/artist', body }
    },
    'nft-series': (rest, options) => {
      const [subject] = rest
      const usage =
        "nft-series takes <artist uid> --name --price --start --end --items '<json>' [--description] [--cover]"
      requireOptions(
        options,
        ['name', 'price', 'start', 'end', 'items'],
        ['description', 'cover'],
        usage,
      )
      if (!subject || rest.length > 1) throw new UsageError(usage)
      const body = {
        artist: subject,
        sale_start: secondsOf(options.start, 'start'),
        sale_end: secondsOf(options.end, 'end'),
        ...fields(options, {
          name: 'name',
          price: 'price',
          items: 'items',
          description: 'description',
          cover: 'cover',
        }),
      }
      return { method: 'POST', path: '/ops/nft/series', body }
    },
    'nft-item': (rest, options) => {
      const [subject] = rest
      const usage =
        'nft-item takes <artist uid> --name --rarity common|rare|epic|legendary --editions n [--price usdt] [--image url] [--description text]'
      requireOptions(
        options,
        ['name', 'rarity', 'editions'],
        ['price', 'image', 'description'],
        usage,
      )
      if (!subject || rest.length > 1) throw new UsageError(usage)
      const body = {
        artist: subject,
        ...fields(options, {
          name: 'name',
          rarity: 'rarity',
          editions: 'editions',
          price: 'price',
          image: 'image',
          description: 'description',
        }),
      }
      return { method: 'POST', path: '/ops/nft/item', body }
    },
    'nft-auction': (rest, options) => {
      const [subject] = rest
      const usage = 'nft-auction takes <edition code> --price usdt --step usdt --hours n'
      requireOptions(options, ['price', 'step', 'hours'], [], usage)
      if (!subject || rest.length > 1) throw new UsageError(usage)
      const body = {
        code: subject,
        ...fields(options, { price: 'price', step: 'step', hours: 'hours' }),
      }
      return { method: 'POST', path: '/ops/nft/auction', body }
    },
  },
  usage: `  nft-artist <uid> --name text [--bio text] [--avatar url]
      adds a collectibles artist, or updates one
  nft-series <artist uid> --name text --price usdt --start <ISO time> --end <ISO time>
             --items '[{"name":"Wave","rarity":"common","editions":60}, ...]'
      a blind-box series, a box per edition of its items; its odds and the hash of its draw
      seed are published at once, the seed once every box sold is open
  nft-item <artist uid> --name text --rarity common|rare|epic|legendary --editions n
           [--price usdt]
      an item sold on its own: its editions are the house's, each listed at --price if given
  nft-auction <edition code> --price usdt --step usdt --hours n
      auctions one of the house's editions from --price, each bid at least --step more`,
}
