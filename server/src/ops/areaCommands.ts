// What an area brings to the operator command line (`npm run ops`), declared in its own
// commands.ts and listed in commandList.ts. Apart from area.ts because the command line runs
// outside the server: a commands.ts imports only the command line's helpers (commandLine.ts,
// symbolSettings.ts) and plain constants, never Fastify, the database or the area's routes.
import type { Call } from './commandLine'

/** A command's request from its arguments after the command name and its --options. */
export type CommandOf = (rest: string[], options: Record<string, string>) => Call

export interface AreaCommands {
  /** the area's folder under server/src */
  readonly name: string
  /** by the name typed after `npm run ops --` */
  readonly commands: Readonly<Record<string, CommandOf>>
  /** the area's part of the usage text: each command's lines, indented as cli.ts prints them */
  readonly usage: string
}
