// How a call reaches the server on H5 and in the mini-programs: Taro's request and uploadFile, which
// each platform implements natively. The native app has its own (transport.rn.ts). What an answer
// means is http.ts's to read; this only carries it.
import Taro from '@tarojs/taro'
import { parseBody } from './answerBody'
import { takeStartAnswer } from './startAnswers'

/** What came back: the HTTP status and the body, parsed when it is JSON. */
export interface Answer {
  status: number
  body: unknown
}

export interface Call {
  url: string
  method: 'GET' | 'POST'
  /** query parameters of a GET, the form of a POST */
  data?: Record<string, string>
  header?: Record<string, string>
  timeout: number
}

export interface FileCall {
  url: string
  filePath: string
  /** the multipart field the file goes in */
  name: string
  header: Record<string, string>
  formData: Record<string, string>
  timeout: number
}

/** Rejects when no answer arrived (no network, a time-out). */
export async function send(call: Call): Promise<Answer> {
  const early = await takeStartAnswer(call)?.catch(() => undefined)
  if (early) return early
  const res = await Taro.request({ ...call, dataType: 'json' })
  return { status: res.statusCode, body: res.data }
}

/** A multipart POST of one local file; rejects when no answer arrived. */
export async function sendFile(call: FileCall): Promise<Answer> {
  const res = await Taro.uploadFile(call)
  return { status: res.statusCode, body: parseBody(res.data) }
}
