// Leverage's operator command: a symbol's terms.
import type { AreaCommands } from '../ops/areaCommands'
import { symbolSettingsOf } from '../ops/symbolSettings'

/** The CLI's option names for the fields of POST /ops/lever/terms. */
const LEVER_TERMS_OPTIONS: Readonly<Record<string, string>> = {
  multiples: 'multiples',
  share: 'share_num',
  spread: 'spread',
  fee: 'trade_fee',
  overnight: 'overnight',
  mmr: 'mmr',
  status: 'status',
}

export const leverCommands: AreaCommands = {
  name: 'lever',
  commands: {
    'lever-terms': (rest, options) =>
      symbolSettingsOf(
        rest,
        options,
        LEVER_TERMS_OPTIONS,
        '/ops/lever/terms',
        'lever-terms takes <match id> [--multiples 2,5,10] [--mmr 0.004] [--status 0|1] ...',
      ),
  },
  usage: `  lever-terms <match id> [--multiples 2,5,10,...] [--share n] [--spread %] [--fee %]
              [--overnight %] [--mmr fraction] [--status 0|1]
      changes a symbol's leverage terms from its next position; --status 0 takes no new
      positions (open ones stay closable); what is not given stays`,
}
