// P2P's operator commands: merchants approved and ended, and appealed orders decided.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, UsageError } from '../ops/commandLine'

export const p2pCommands: AreaCommands = {
  name: 'p2p',
  commands: {
    'p2p-merchant': (rest, options) => {
      onlyOptions(options, ['name', 'status'])
      const [account] = rest
      if (!account || rest.length > 1 || options.status === undefined)
        throw new UsageError('p2p-merchant takes <account> --status 0|1 [--name text]')
      const body: Record<string, string> = { account, status: options.status }
      if (options.name !== undefined) body.name = options.name
      return { method: 'POST', path: '/ops/p2p/merchant', body }
    },
    'p2p-appeals': (rest, options) => {
      onlyOptions(options, [])
      if (rest.length > 0) throw new UsageError('p2p-appeals takes nothing')
      return { method: 'GET', path: '/ops/p2p/appeals' }
    },
    'p2p-decide': (rest, options) => {
      onlyOptions(options, [])
      const [id, result] = rest
      if (!id || (result !== 'release' && result !== 'return') || rest.length > 2)
        throw new UsageError('p2p-decide takes <order id> release|return')
      return { method: 'POST', path: '/ops/p2p/decide', body: { id, result } }
    },
  },
  usage: `  p2p-merchant <account> --status 0|1 [--name text]
      approves a certified account as a P2P merchant under --name (shown to buyers), or
      ends it (--status 0: no new ads; open ones run until closed)
  p2p-appeals
      the appealed P2P orders waiting for a decision, oldest first, with both accounts and
      the payment proof (read it at /ops/upload/view?ref=...)
  p2p-decide <order id> release|return
      decides an appealed order: the escrowed coin to the buyer, or back to the merchant`,
}
