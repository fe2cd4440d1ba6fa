// H5: the answers to start-up's calls that index.html's hint asked for before the app's script had
// arrived (startFiles/hint.ts). A call the app makes takes the one asked the same way, once; every
// later call, and one whose early answer never came, goes to the network.
import { startCallKey } from '@/startFiles/calls'
import { parseBody } from './answerBody'
import type { Answer, Call } from './transport'

export function takeStartAnswer(call: Call): Promise<Answer> | undefined {
  const answers = window.__startAnswers
  if (!answers) return undefined
  const key = startCallKey(call.method, call.url, call.data ?? {})
  const answer = answers[key]
  if (!answer) return undefined
  delete answers[key]
  return answer.then(({ status, body }) => ({ status, body: parseBody(body) }))
}
