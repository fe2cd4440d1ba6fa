// Mini-programs have neither WebSocket nor XMLHttpRequest: engine.io's websocket transport is given
// a socket built on Taro.connectSocket (RECIPE.md §6). There is no polling fallback here, since
// polling would need XHR. H5 uses socketTransport.h5.ts.
import Taro from '@tarojs/taro'
import { WebSocket as EngineWebSocket } from 'engine.io-client'

type Listener<E> = ((event: E) => void) | null

/** The part of the browser WebSocket that engine.io uses, over a mini-program SocketTask. */
class TaroSocket {
  binaryType = 'arraybuffer'
  readyState = 0
  onopen: Listener<unknown> = null
  onclose: Listener<unknown> = null
  onmessage: Listener<{ data: string | ArrayBuffer }> = null
  onerror: Listener<unknown> = null
  private task: Taro.SocketTask | null = null
  private closed = false

  constructor(url: string, protocols?: string | string[]) {
    const opened = Taro.connectSocket({
      url,
      protocols: protocols ? ([] as string[]).concat(protocols) : undefined,
      complete: () => undefined,
    })
    Promise.resolve(opened).then(
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
        if (this.closed) void task.close({})
      },
      (error: unknown) => this.onerror?.(error),
    )
  }

  send(data: string | ArrayBuffer): void {
    void this.task?.send({ data })
  }

  close(): void {
    this.closed = true
    void this.task?.close({})
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
