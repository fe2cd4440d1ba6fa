// Copy trading's operator command: who is a trader others can follow, and on what share.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, UsageError } from '../ops/commandLine'

export const followCommands: AreaCommands = {
  name: 'follow',
  commands: {
    trader: (rest, options) => {
      const [account] = rest
      if (!account || rest.length > 1)
        throw new UsageError('trader takes <account> [--ratio n] [--end 1]')
      onlyOptions(options, ['ratio', 'end'])
      const body: Record<string, string> = { account, active: options.end === '1' ? '0' : '1' }
      if (options.ratio !== undefined) body.share_ratio = options.ratio
      return { method: 'POST', path: '/ops/trader', body }
    },
  },
  usage: `  trader <account> [--ratio fraction] [--end 1]
      makes the account a trader others can follow, with the share of their followers' weekly
      profit above the high-water mark (--ratio 0.1 = 10 %, at most 0.5; required the first
      time); --end 1 ends it (live follows end; open copies stay with their owners)`,
}
