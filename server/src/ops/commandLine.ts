// The operator command line's parts every command shares: the arguments read into positional
// values and --options, the request a command becomes, and the error that shows the usage.

export interface Parsed {
  positional: string[]
  options: Record<string, string>
}

export function parse(args: readonly string[]): Parsed {
  const positional: string[] = []
  const options: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (!arg.startsWith('--')) positional.push(arg)
    else if (i + 1 >= args.length) throw new UsageError(`${arg} needs a value`)
    else options[arg.slice(2)] = args[++i]
  }
  return { positional, options }
}

/** A command line the commands cannot read: runOps answers it with the usage. */
export class UsageError extends Error {}

/** One request to the operator API; `key` makes a money-moving one safe to send again. */
export interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: Record<string, string>
  key?: string
}

/** Refuses an option the command does not take. */
export function onlyOptions(options: Record<string, string>, allowed: readonly string[]): void {
  const unknown = Object.keys(options).filter((o) => !allowed.includes(o))
  if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}`)
}

/** An ISO time or unix seconds, as unix seconds. */
export function secondsOf(value: string, option: string): string {
  const at = /^[0-9]+$/.test(value) ? Number(value) * 1000 : Date.parse(value)
  if (!Number.isFinite(at)) throw new UsageError(`--${option} takes an ISO time or unix seconds`)
  return String(Math.floor(at / 1000))
}
