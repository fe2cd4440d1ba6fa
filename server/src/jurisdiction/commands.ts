// The operator's product switches by country from the command line.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, UsageError } from '../ops/commandLine'

export const jurisdictionCommands: AreaCommands = {
  name: 'jurisdiction',
  commands: {
    products: (rest, options) => {
      onlyOptions(options, [])
      if (rest.length > 0) throw new UsageError('products takes nothing')
      return { method: 'GET', path: '/ops/products' }
    },
    product: (rest, options) => {
      onlyOptions(options, ['note'])
      const [product, country, state] = rest
      if (!product || !country || (state !== 'on' && state !== 'off') || rest.length > 3)
        throw new UsageError('product takes <product> <country> on|off [--note text]')
      const body: Record<string, string> = {
        product,
        country: country.toUpperCase(),
        available: state === 'on' ? '1' : '0',
      }
      if (options.note !== undefined) body.note = options.note
      return { method: 'POST', path: '/ops/products', body }
    },
  },
  // The product names are written out rather than imported from the catalogue, which would load
  // its schema package into the command line; commandList.test.ts holds them to the catalogue's.
  usage: `  products
      every product switched off, by country
  product <product> <country> on|off [--note text]
      switches a product off for the users of a country (ISO code, e.g. GB), or back on; what
      they hold stays closable; <product> is seconds, spot, lever, follow, dual, project,
      loan, p2p or collectibles; the note is kept in the audit log`,
}
