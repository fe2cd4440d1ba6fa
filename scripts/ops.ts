// `npm run ops -- <command>`: see server/src/ops/cli.ts for the commands.
import { runOps } from '../server/src/ops/cli'

runOps(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
