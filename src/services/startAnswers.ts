// Mini-programs and the native app have no index.html to start calls from (H5: startAnswers.h5.ts).
import type { Answer, Call } from './transport'

export function takeStartAnswer(_call: Call): Promise<Answer> | undefined {
  return undefined
}
