// Token projects' operator command: a project listed for commitments, paused and resumed.
import type { AreaCommands } from '../ops/areaCommands'
import { onlyOptions, secondsOf, UsageError, type Call } from '../ops/commandLine'

/** The CLI's option names for the fields of POST /ops/project. */
const PROJECT_OPTIONS: Readonly<Record<string, string>> = {
  name: 'name',
  price: 'price',
  'for-sale': 'for_sale',
  cap: 'per_user_cap',
  'max-commit': 'max_commit',
}

function projectCommandOf(rest: string[], options: Record<string, string>): Call {
  if (options.id !== undefined) {
    onlyOptions(options, ['id', 'status'])
    if (rest.length > 0 || options.status === undefined)
      throw new UsageError('project --id <id> takes --status 0|1')
    return {
      method: 'POST',
      path: '/ops/project',
      body: { id: options.id, status: options.status },
    }
  }
  const [symbol] = rest
  const required = [...Object.keys(PROJECT_OPTIONS), 'start', 'end']
  onlyOptions(options, [...required, 'places', 'description'])
  const missing = required.filter((o) => options[o] === undefined)
  if (!symbol || rest.length > 1 || missing.length > 0) {
    throw new UsageError(
      `project takes <SYMBOL> --name --price --for-sale --cap --max-commit --start --end [--places] [--description]${
        missing.length > 0 ? ` (--${missing[0]} is missing)` : ''
      }`,
    )
  }
  const body: Record<string, string> = {
    symbol,
    start_at: secondsOf(options.start, 'start'),
    end_at: secondsOf(options.end, 'end'),
  }
  for (const [option, field] of Object.entries(PROJECT_OPTIONS)) body[field] = options[option]
  if (options.places !== undefined) body.places = options.places
  if (options.description !== undefined) body.description = options.description
  return { method: 'POST', path: '/ops/project', body }
}

export const projectCommands: AreaCommands = {
  name: 'project',
  commands: { project: projectCommandOf },
  usage: `  project <SYMBOL> --name text --price usdt --for-sale n --cap n --max-commit usdt
          --start <ISO time> --end <ISO time> [--places 4] [--description text]
      lists a token project: commitments in USDT (at most --max-commit a user) from --start
      to --end, then allocated pro rata within the per-user --cap of tokens (a capped user's
      excess shared among the others) and charged at --price; project --id <id> --status 0
      pauses commitments (those made are still allocated), --status 1 resumes them`,
}
