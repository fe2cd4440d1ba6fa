// The `npm run ops` commands of collectibles: artists, blind-box series, items sold on their own,
// and auctions of the house's editions.
import { onlyOptions, secondsOf, UsageError, type Call } from './commandLine'

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

export function collectiblesCommandOf(
  command: string | undefined,
  rest: string[],
  options: Record<string, string>,
): Call | undefined {
  const [subject] = rest
  if (command === 'nft-artist') {
    const usage = 'nft-artist takes <uid> --name text [--bio text] [--avatar url]'
    requireOptions(options, ['name'], ['bio', 'avatar'], usage)
    if (!subject || rest.length > 1) throw new UsageError(usage)
    const body = {
      uid: subject,
      ...fields(options, { name: 'name', bio: 'bio', avatar: 'avatar' }),
    }
    return { method: 'POST', path: '/ops/nft/artist', body }
  }
  if (command === 'nft-series') {
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
  }
  if (command === 'nft-item') {
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
  }
  if (command === 'nft-auction') {
    const usage = 'nft-auction takes <edition code> --price usdt --step usdt --hours n'
    requireOptions(options, ['price', 'step', 'hours'], [], usage)
    if (!subject || rest.length > 1) throw new UsageError(usage)
    const body = {
      code: subject,
      ...fields(options, { price: 'price', step: 'step', hours: 'hours' }),
    }
    return { method: 'POST', path: '/ops/nft/auction', body }
  }
  return undefined
}
