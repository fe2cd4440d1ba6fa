// Mini-programs have neither WebSocket nor XMLHttpRequest: engine.io's websocket transport is given
// a socket built on Taro.connectSocket (RECIPE.md §6). There is no polling fallback here, since
// polling would need XHR. H5 uses socketTransport.h5.ts.
import Taro from '@tarojs/taro'
import { WebSocket as EngineWebSocket } from 'engine.io-client'
import { isAlipay } from './platform'

type Listener<E> = ((event: E) => void) | null

/** What engine.io needs of a platform's socket task. */
interface SocketTaskLike {
  onOpen(cb: () => void): void
  onMessage(cb: (message: { data: string | ArrayBuffer }) => void): void
  onError(cb: (error: unknown) => void): void
  onClose(cb: (reason: unknown) => void): void
  send(options: { data: string | ArrayBuffer }): void
  close(options: object): void
}

declare const my: {
  connectSocket(options: {
    url: string
    protocols?: string[]
    multiple: boolean
    fail?: (error: unknown) => void
  }): SocketTaskLike
}

function openTask(url: string, protocols: string[] | undefined): Promise<SocketTaskLike> {
  if (isAlipay()) {
    // Alipay's connectSocket keeps one connection whose listeners are global (my.onSocketOpen),
    // and Taro's wrapper binds the task to those: listeners of a dropped connection would hear the
    // next one. `multiple` gives a task of its own per connection.
    return new Promise((resolve, reject) => {
      resolve(my.connectSocket({ url, protocols, multiple: true, fail: reject }))
    })
  }
  return Promise.resolve(Taro.connectSocket({ url, protocols, complete: () => undefined }))
}

/** The part of the browser WebSocket that engine.io uses, over a mini-program SocketTask. */
class TaroSocket {
  binaryType = 'arraybuffer'
  readyState = 0
  onopen: Listener<unknown> = null
  onclose: Listener<unknown> = null
  onmessage: Listener<{ data: string | ArrayBuffer }> = null
  onerror: Listener<unknown> = null
  private task: SocketTaskLike | null = null
  private closed = false

  constructor(url: string, protocols?: string | string[]) {
    openTask(url, protocols ? ([] as string[]).concat(protocols) : undefined).then(
      (task) => {
        this.task = task
        task.onOpen(() => {
          this.readyState = 1
          this.onopen?.({})
        })
        task.onMessage((message) => this.onmessage?.({ data: message.data }))
        task.onError((error) => this.onerror?.(error))
        task.onClose((reason) => {
          this.readyState = 3
          this.onclose?.(reason)
        })
        if (this.closed) task.close({})
      },
      (error: unknown) => this.onerror?.(error),
    )
  }

  send(data: string | ArrayBuffer): void {
    this.task?.send({ data })
  }

  close(): void {
    this.closed = true
    this.task?.close({})
  }
}

class TaroWebSocketTransport extends EngineWebSocket {
  createSocket(uri: string, protocols: string | string[] | undefined): TaroSocket {
    return new TaroSocket(uri, protocols)
  }

  doWrite(_packet: unknown, data: string | ArrayBuffer): void {
    ;(this.ws as TaroSocket).send(data)
  }
}

export const SOCKET_TRANSPORTS = [TaroWebSocketTransport]
