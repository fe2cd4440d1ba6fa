// Every area's operator commands, one line each (areaCommands.ts: what an area brings). An area
// folder that adds commands writes its commands.ts and adds it here; the usage text lists them in
// this order. The command line's own commands (credit, queue, ...) are in commands.ts.
import type { AreaCommands } from './areaCommands'
import { collectiblesCommands } from '../collectibles/commands'
import { dualCommands } from '../dual/commands'
import { followCommands } from '../follow/commands'
import { jurisdictionCommands } from '../jurisdiction/commands'
import { leverCommands } from '../lever/commands'
import { loanCommands } from '../loan/commands'
import { p2pCommands } from '../p2p/commands'
import { projectCommands } from '../project/commands'
import { spotCommands } from '../spot/commands'

export const COMMAND_LIST: readonly AreaCommands[] = [
  spotCommands,
  leverCommands,
  followCommands,
  dualCommands,
  projectCommands,
  loanCommands,
  p2pCommands,
  collectiblesCommands,
  jurisdictionCommands,
]
