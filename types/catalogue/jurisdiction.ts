// Products by jurisdiction (issue 32 item 6): the operator switches a product off for a country;
// the calls that open something in it (an order, a position, a subscription) are then refused for
// users of that country, with the reason, while what they hold stays closable.
import { Type } from 'typebox'
import { call, Fields, OneOf, Text } from './common'

/** The products the operator can switch off per country, each named once on every side. */
export const PRODUCTS = [
  'seconds',
  'spot',
  'lever',
  'follow',
  'dual',
  'project',
  'loan',
  'p2p',
  'collectibles',
] as const
export type Product = (typeof PRODUCTS)[number]

export const ProductName = Type.Enum<[...typeof PRODUCTS]>(PRODUCTS)

/** ISO 3166-1 alpha-2, upper case. */
const CountryField = Type.String({
  pattern: '^[A-Z]{2}$',
  maxLength: 2,
  description: 'ISO 3166-1 alpha-2 country (GB, DE, ...)',
})

const Restriction = Type.Object({
  product: ProductName,
  country: Type.String(),
  created_at: Type.String(),
})

export const opsJurisdiction = {
  opsProducts: call({
    method: 'GET',
    path: '/products',
    mount: '/ops',
    summary: 'Every product switched off, by country',
    auth: false,
    operator: true,
    query: Fields({}),
    response: Type.Array(Restriction),
  }),

  opsProductSwitch: call({
    method: 'POST',
    path: '/products',
    mount: '/ops',
    summary:
      "Switch a product off (available 0) or back on (1) for a country's users; what they hold " +
      'stays closable',
    auth: false,
    operator: true,
    body: Fields({
      product: OneOf(PRODUCTS),
      country: CountryField,
      available: OneOf(['0', '1']),
      note: Type.Optional(Text({ maxLength: 200, description: 'why, for the audit' })),
    }),
    response: Type.Object({
      product: ProductName,
      country: Type.String(),
      available: Type.Boolean(),
    }),
  }),
}
