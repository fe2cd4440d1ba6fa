// The catalogue areas (DESIGN §9) whose generated call tables (scripts/gen-calls.ts) live with
// their pages rather than in the main package, so a mini-program keeps them in the area's
// subpackage. One list, read by the generator and by the test that holds the tables to the
// catalogue; a plain constant, so scripts read it without the server.
import type { Feature } from './index'

export const CALL_AREAS = [
  'spot',
  'lever',
  'follow',
  'dual',
  'project',
  'loan',
  'p2p',
  'pay',
  'collectibles',
  'safety',
  'alerts',
  'exports',
] as const satisfies readonly Feature[]
