// `npm run ops -- <command>`: the operator's commands, sent to the running server's operator API
// (/ops/*, header x-ops-token). It talks HTTP instead of opening the database because embedded
// PGlite belongs to the one server process that opened it.
import { COMMAND_LIST } from './commandList'
import { commandOf, parse, UsageError, type Call } from './commands'

/** The command line's own commands (commands.ts); the areas' follow (commandList.ts). */
const USAGE_START = `usage: npm run ops -- <command>

  credit <account> <amount> [currency] [--wallet legal|micro|change|lever] [--note text]
         [--key K]
      puts money into a user's account: currency USDT and the asset account (legal),
      where deposits land, unless given (micro: seconds trading, change: spot, lever:
      leverage). --key repeats an earlier credit whose answer was lost: the server
      credits once per key. Each run prints the key it used.
  latest-code <account> [scene]
      the latest verification code sent to an account (scene register unless given)
  queue [kind]
      what waits for review, oldest first (kind kyc, certifications, unless given;
      recharge: deposits; withdraw: withdrawals)
  kyc-approve <account> <primary|advanced>
  kyc-reject <account> <primary|advanced> --reason text
      decides the account's certification of that level under review; the reason is shown
      to the user
  recharge-approve <id> [--bonus n]
  recharge-reject <id> --reason text
      decides a pending deposit: approval credits its amount (and the bonus, as its own
      record) to the asset account; the reason is shown to the user
  message <account> --title text --content html
      sends the user an internal message
  freeze <account> | unfreeze <account>
      a frozen account signs in and reads but moves no money
  bank <name> --country XX [--swift code] [--enabled 0]
      lists a bank on the card form's bank list (again: changes its SWIFT); --enabled 0
      takes it off; XX is the country's two-letter ISO code (ES, US)
  deposit-bank <coin> --bank text --holder text --account text [--swift code] [--note text]
  deposit-bank <coin> --enabled 0
      sets the account bank card and bank transfer deposits in the coin are paid to (shown
      with each user's reference; again: replaces it); --enabled 0 takes it away
  network <coin> <network> [--deposit 0|1] [--withdraw 0|1] [--address A] [--deposit-min n]
          [--fee n] [--min n] [--max n] [--confirmations n]
      changes how a coin travels on a network (TRC20, ERC20, BTC, BANK): opens or closes
      deposits and withdrawals, sets the platform's deposit address, the withdrawal fee and
      limits; what is not given stays
  withdraw-approve <id>
  withdraw-reject <id> --reason text
      pays out a pending withdrawal (number and fee leave the frozen part), or returns every
      frozen unit to the user with the reason (queue withdraw lists them)
  withdraw-lock-lift <account>
      ends the account's 24 h withdrawal locks (security change, new address) now
  lock-product --title text --days n --rate r --rate-max r --min n --max n --limit n
               --penalty r --start time --end time [--id n] [--enabled 0]
      creates a lock-mining product, or changes product --id (orders bought keep their
      terms): daily rate range and penalty in percent, --limit purchases per user (0 none),
      --start and --end when purchases open and close (ISO time, e.g. 2030-01-01T00:00:00Z)
  support [page]
      customer-service conversations, 20 a page: unanswered first (longest waiting first),
      then by latest message
  support-show <account> [page]
      one user's conversation, newest first (pictures: /ops/upload/view?ref=...)
  support-reply <account> --text text [--key K]
      answers the user: shown in their conversation at once and sent as an internal
      message; --key repeats an earlier reply whose answer was lost (sent once per key)`

/** After the commands: the arguments' forms and the environment. */
const USAGE_END = `
  <account> is an e-mail or +<area code><number>.
  Environment: OPS_TOKEN (required, as the server's), OPS_URL (default http://127.0.0.1:$PORT,
  PORT 8080).`

export const USAGE = [USAGE_START, ...COMMAND_LIST.map((area) => area.usage), USAGE_END].join('\n')

export interface OpsIo {
  env: Readonly<Record<string, string | undefined>>
  out: (line: string) => void
  err: (line: string) => void
  fetch?: typeof fetch
}

async function send(call: Call, origin: string, token: string, io: OpsIo): Promise<Response> {
  const doFetch = io.fetch ?? fetch
  const headers: Record<string, string> = { 'x-ops-token': token }
  if (call.body) headers['content-type'] = 'application/json'
  if (call.key) headers['idempotency-key'] = call.key
  const init = { method: call.method, headers, body: call.body && JSON.stringify(call.body) }
  try {
    return await doFetch(origin + call.path, init)
  } catch (first) {
    // Under its key a credit (a reply) can go again safely: the server answers the first if made.
    if (!call.key) throw first
    io.err(`no answer (${(first as Error).message}); trying once more with the same key`)
    return doFetch(origin + call.path, init)
  }
}

/** Runs one command; resolves to the process exit code (0 done, 1 refused or failed, 2 usage). */
export async function runOps(args: readonly string[], io: OpsIo): Promise<number> {
  let call: Call
  try {
    call = commandOf(parse(args))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`${error.message}\n\n${USAGE}`)
    return 2
  }
  const token = io.env.OPS_TOKEN
  if (!token) {
    io.err('OPS_TOKEN is not set: use the token the server was started with')
    return 2
  }
  const origin = (io.env.OPS_URL || `http://127.0.0.1:${io.env.PORT || 8080}`).replace(/\/+$/, '')
  if (call.key) io.out(`idempotency key: ${call.key}`)
  let res: Response
  try {
    res = await send(call, origin, token, io)
  } catch (error) {
    io.err(`cannot reach ${origin}: ${(error as Error).message}`)
    return 1
  }
  const body = (await res.json().catch(() => null)) as { type?: string; message?: unknown } | null
  if (body?.type !== 'ok') {
    io.err(`refused (HTTP ${res.status}): ${String(body?.message ?? 'no JSON answer')}`)
    return 1
  }
  io.out(JSON.stringify(body.message, null, 2))
  return 0
}
