// The native app's transport: fetch, which React Native has. Taro's React Native request would do
// for plain calls, but it leaves a time-out timer running after every answer and turns an answer
// that is not JSON into a lost one; its uploadFile resolves with the raw response, not its body.
import { parseBody } from './answerBody'
import type { Answer, Call, FileCall } from './transport'

export type { Answer, Call, FileCall } from './transport'

const form = (data: Record<string, string> = {}): string =>
  Object.entries(data)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')

/** fetch, given up on after `timeout` ms: rejects then, as when nothing answers. */
async function fetchWithin(url: string, init: RequestInit, timeout: number): Promise<Answer> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeout)
  try {
    const res = await fetch(url, { ...init, signal: controller.signal })
    return { status: res.status, body: parseBody(await res.text()) }
  } finally {
    clearTimeout(timer)
  }
}

export function send(call: Call): Promise<Answer> {
  const query = form(call.data)
  if (call.method === 'GET') {
    const url = query ? `${call.url}${call.url.includes('?') ? '&' : '?'}${query}` : call.url
    return fetchWithin(url, { method: 'GET', headers: call.header }, call.timeout)
  }
  return fetchWithin(call.url, { method: 'POST', headers: call.header, body: query }, call.timeout)
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
}

/** React Native's FormData takes a local file as { uri, name, type }. */
interface NativeFilePart {
  uri: string
  name: string
  type: string
}

export function filePart(filePath: string): NativeFilePart {
  const name = filePath.split('/').pop() || 'file'
  const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : ''
  return { uri: filePath, name, type: IMAGE_TYPES[ext] ?? 'application/octet-stream' }
}

export function sendFile(call: FileCall): Promise<Answer> {
  const body = new FormData()
  for (const [k, v] of Object.entries(call.formData)) body.append(k, v)
  // the file part last: the server reads the fields before the file's bytes
  body.append(call.name, filePart(call.filePath) as unknown as Blob)
  return fetchWithin(call.url, { method: 'POST', headers: call.header, body }, call.timeout)
}
