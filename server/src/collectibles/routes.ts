// Collectibles (/bind_box/*, SPEC §7, and the operator's /ops/nft/*). What is on sale reads without
// a session (the viewer, if signed in, sees what is theirs); every write needs one and honours
// Idempotency-Key; messages and auction changes are pushed once their transaction has committed.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { userOf, viewerOf as viewerOfRequest } from '../infra/http/auth'
import { routeOf, typed } from '../infra/http/calls'
import { ok } from '../infra/http/envelope'
import { pagingOf, positiveInt, text } from '../infra/http/input'
import { writeOnce } from '../infra/http/writeOnce'
import { pushMessage } from '../messages/public'
import { bidsOf, bidTerms, myBids, placeBid, readWin, winsOf } from './auctions'
import { buyBox, openBox } from './boxes'
import {
  artistDetail,
  listArtists,
  listSeries,
  market,
  mine,
  nftCurrency,
  seriesDetail,
} from './catalog'
import { newSeed } from './draw'
import { buyFixed, cancelListing, collect, listEdition, nftOf } from './market'
import { createSeries, createStandalone, houseAuction, parseItems, setArtist } from './ops'
import { auctionChanged } from './push'

export function collectiblesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)
  const viewerOf = (req: FastifyRequest) => viewerOfRequest(ctx, req)

  api.route({
    ...routeOf(ctx, 'nftBoxes'),
    handler: async (req) =>
      ok(await listSeries(ctx.db, ctx.clock.now(), pagingOf(req.query, 20, 50))),
  })

  api.route({
    ...routeOf(ctx, 'nftBox'),
    handler: async (req) =>
      ok(
        await seriesDetail(
          ctx.db,
          ctx.clock.now(),
          positiveInt(req.query.id) ?? 0,
          await viewerOf(req),
        ),
      ),
  })

  api.route({
    ...routeOf(ctx, 'nftBuyBox'),
    handler: async (req) => {
      const { user } = userOf(req)
      const id = positiveInt(req.body.id) ?? 0
      return ok(await writeOnce(ctx, req, (q) => buyBox(q, ctx.clock, user.id, id)))
    },
  })

  api.route({
    ...routeOf(ctx, 'nftOpenBox'),
    handler: async (req) => {
      const { user } = userOf(req)
      const code = text(req.body.code)
      const clientSeed = text(req.body.client_seed) || newSeed().slice(0, 16)
      const { opened, nft } = await writeOnce(ctx, req, (q) =>
        openBox(q, ctx.clock, user.id, code, clientSeed),
      )
      return ok({
        box_code: opened.box_code,
        seq: opened.seq,
        client_seed: opened.client_seed,
        nft,
      })
    },
  })

  api.route({
    ...routeOf(ctx, 'nftArtists'),
    handler: async (req) => ok(await listArtists(ctx.db, pagingOf(req.query, 20, 50))),
  })

  api.route({
    ...routeOf(ctx, 'nftArtist'),
    handler: async (req) =>
      ok(await artistDetail(ctx.db, ctx.clock.now(), text(req.query.uid), await viewerOf(req))),
  })

  api.route({
    ...routeOf(ctx, 'nftCollect'),
    handler: async (req) => {
      const { user } = userOf(req)
      const code = text(req.body.code)
      const on = req.body.on !== '0'
      return ok(await writeOnce(ctx, req, (q) => collect(q, ctx.clock, user.id, code, on)))
    },
  })

  api.route({
    ...routeOf(ctx, 'nftCurrency'),
    handler: async (req) => ok(await nftCurrency(ctx.db, userOf(req).user.id)),
  })

  api.route({
    ...routeOf(ctx, 'nftMarket'),
    handler: async (req) =>
      ok(
        await market(
          ctx.db,
          await viewerOf(req),
          { kind: req.query.kind, rarity: req.query.rarity },
          pagingOf(req.query, 20, 50),
        ),
      ),
  })

  api.route({
    ...routeOf(ctx, 'nftDetail'),
    handler: async (req) => ok(await nftOf(ctx.db, await viewerOf(req), text(req.query.code))),
  })

  api.route({
    ...routeOf(ctx, 'nftBuy'),
    handler: async (req) => {
      const { user } = userOf(req)
      const code = text(req.body.code)
      return ok(await writeOnce(ctx, req, (q) => buyFixed(q, ctx.clock, user.id, code)))
    },
  })

  api.route({
    ...routeOf(ctx, 'nftBidTerms'),
    handler: async (req) => ok(await bidTerms(ctx.db, userOf(req).user.id, text(req.body.code))),
  })

  api.route({
    ...routeOf(ctx, 'nftBid'),
    handler: async (req) => {
      const { user } = userOf(req)
      const code = text(req.body.code)
      const raise = text(req.body.price)
      const { nft, outbid } = await writeOnce(ctx, req, (q) =>
        placeBid(q, ctx.clock, user.id, code, raise),
      )
      if (outbid) pushMessage(ctx.realtime, req.log, outbid)
      auctionChanged(ctx.realtime, code, 'bid')
      return ok(nft)
    },
  })

  api.route({
    ...routeOf(ctx, 'nftBids'),
    handler: async (req) => ok(await bidsOf(ctx.db, await viewerOf(req), text(req.body.code))),
  })

  api.route({
    ...routeOf(ctx, 'nftMine'),
    handler: async (req) => ok(await mine(ctx.db, userOf(req).user.id)),
  })

  api.route({
    ...routeOf(ctx, 'nftMyBids'),
    handler: async (req) =>
      ok(await myBids(ctx.db, userOf(req).user.id, pagingOf(req.body, 20, 50))),
  })

  api.route({
    ...routeOf(ctx, 'nftResell'),
    handler: async (req) => {
      const { user } = userOf(req)
      const f = req.body
      const code = text(f.code)
      const input = {
        kind: f.kind,
        price: text(f.price),
        step: text(f.step),
        hours: positiveInt(f.hours),
      }
      return ok(
        await writeOnce(ctx, req, async (q) => {
          await listEdition(q, ctx.clock, user.id, code, input)
          return nftOf(q, user.id, code)
        }),
      )
    },
  })

  api.route({
    ...routeOf(ctx, 'nftCancelResell'),
    handler: async (req) => {
      const { user } = userOf(req)
      const code = text(req.body.code)
      return ok(await writeOnce(ctx, req, (q) => cancelListing(q, ctx.clock, user.id, code)))
    },
  })

  api.route({
    ...routeOf(ctx, 'nftWins'),
    handler: async (req) => ok(await winsOf(ctx.db, userOf(req).user.id)),
  })

  api.route({
    ...routeOf(ctx, 'nftWinRead'),
    handler: async (req) =>
      ok(await readWin(ctx.db, userOf(req).user.id, positiveInt(req.body.id) ?? 0)),
  })
}

/** Under /ops, behind the operator token (areas.ts). */
export function collectiblesOpsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app)

  api.route({
    ...routeOf(ctx, 'opsNftArtist'),
    handler: async (req) => {
      const f = req.body
      return ok(
        await setArtist(ctx, {
          uid: text(f.uid),
          name: text(f.name),
          avatar: text(f.avatar),
          bio: text(f.bio),
        }),
      )
    },
  })

  api.route({
    ...routeOf(ctx, 'opsNftSeries'),
    handler: async (req) => {
      const f = req.body
      return ok(
        await createSeries(ctx, {
          artist: text(f.artist),
          name: text(f.name),
          description: text(f.description),
          cover: text(f.cover),
          price: text(f.price),
          saleStart: positiveInt(f.sale_start),
          saleEnd: positiveInt(f.sale_end),
          items: parseItems(f.items),
        }),
      )
    },
  })

  api.route({
    ...routeOf(ctx, 'opsNftItem'),
    handler: async (req) => {
      const f = req.body
      const item = {
        name: text(f.name),
        rarity: f.rarity,
        editions: f.editions,
        image: text(f.image),
        description: text(f.description),
      }
      return ok(await createStandalone(ctx, text(f.artist), item, text(f.price)))
    },
  })

  api.route({
    ...routeOf(ctx, 'opsNftAuction'),
    handler: async (req) => {
      const f = req.body
      const input = { price: text(f.price), step: text(f.step), hours: positiveInt(f.hours) }
      return ok(await houseAuction(ctx, text(f.code), input))
    },
  })
}
