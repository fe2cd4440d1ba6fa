// A symbol's settings from the command line, as spot-rules and lever-terms both take them.
import { onlyOptions, UsageError, type Call } from './commandLine'

/** `<match id>` and options named by `names` (CLI option: body field), posted to `path`. */
export function symbolSettingsOf(
  rest: string[],
  options: Record<string, string>,
  names: Readonly<Record<string, string>>,
  path: string,
  usage: string,
): Call {
  const [matchId] = rest
  onlyOptions(options, Object.keys(names))
  if (!matchId || !/^[0-9]+$/.test(matchId) || rest.length > 1) throw new UsageError(usage)
  const body: Record<string, string> = { match_id: matchId }
  for (const [option, value] of Object.entries(options)) body[names[option]] = value
  return { method: 'POST', path, body }
}
