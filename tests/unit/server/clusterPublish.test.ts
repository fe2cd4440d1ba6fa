// The cross-node link when the database does not answer (issue 53): a broadcast reaches this node's
// sockets at once, the publish to the other nodes gives up after its time limit, and publishes
// waiting past the bound are dropped instead of piling up. The "database" is a TCP server that
// takes connections and never answers, as a failed host or a partition looks from here.
import { createServer, type Server as HttpServer } from 'node:http'
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { clusterLink, type ClusterLink } from '../../../server/src/infra/realtime/cluster'

describe('the cluster link with a database that never answers', () => {
  let silent: TcpServer
  const held: Socket[] = []
  let http: HttpServer
  let io: Server
  let link: ClusterLink
  let client: ClientSocket
  const reports: { at: number; message: string }[] = []

  beforeAll(async () => {
    silent = createTcpServer((socket) => held.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    link = clusterLink(
      `postgres://nobody:nothing@127.0.0.1:${port}/nowhere`,
      (err) => reports.push({ at: Date.now(), message: String((err as Error).message) }),
      { publishTimeoutMs: 400, maxPending: 3, lossReportGapMs: 0 },
    )
    http = createServer()
    io = new Server(http, { adapter: link.adapter })
    io.on('connection', (socket) => void socket.join('user:1'))
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    client = connect(origin, { transports: ['websocket'], forceNew: true, reconnection: false })
    await new Promise<void>((resolve) => client.once('connect', () => resolve()))
  })

  afterAll(async () => {
    client?.disconnect()
    io?.close()
    await link?.close()
    for (const socket of held) socket.destroy()
    silent?.close()
  })

  it('emits to this node’s sockets without waiting for the publish, which then times out', async () => {
    // what the adapter published at start has timed out by now, and the pending count is back to 0
    await new Promise((r) => setTimeout(r, 600))
    reports.length = 0
    const heard = new Promise<number>((resolve) => client.once('note', () => resolve(Date.now())))
    const sentAt = Date.now()
    io.to('user:1').emit('note', { id: 1 })
    const heardAt = await heard
    // heard while its publish was still waiting: nothing had timed out yet
    expect(reports.filter((r) => r.at <= heardAt)).toEqual([])
    await new Promise((r) => setTimeout(r, 700))
    const timedOut = reports.filter((r) => r.at >= sentAt)
    expect(timedOut.length).toBeGreaterThan(0)
    expect(timedOut.every((r) => /timeout|terminated/i.test(r.message))).toBe(true)
  })

  it('drops publishes past the bound instead of queueing them for ever, and still emits each', async () => {
    await new Promise((r) => setTimeout(r, 600))
    reports.length = 0
    const heard: number[] = []
    client.on('burst', (n: number) => heard.push(n))
    for (let n = 0; n < 6; n++) io.to('user:1').emit('burst', n)
    await new Promise((r) => setTimeout(r, 200))
    expect(heard).toEqual([0, 1, 2, 3, 4, 5])
    expect(reports.filter((r) => /dropped/.test(r.message))).toHaveLength(3)
  })
})
