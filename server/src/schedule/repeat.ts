// A background round that repeats until stopped: each round's answer says how long to wait for
// the next. A failed round is reported and the next one runs anyway (its work rolled back and is
// still due). stop() waits for a round under way, so the database can close after it.
export class Repeater {
  private running = false
  private timer: NodeJS.Timeout | undefined
  private current: Promise<void> = Promise.resolve()

  constructor(
    /** one round; resolves to the wait before the next, in ms */
    private readonly round: () => Promise<number>,
    private readonly onError: (err: unknown) => void,
    /** the wait after a failed round */
    private readonly retryMs: number,
  ) {}

  start(): void {
    if (this.running) return
    this.running = true
    const loop = async () => {
      let delay = this.retryMs
      try {
        delay = await this.round()
      } catch (err) {
        this.onError(err)
      }
      if (!this.running) return
      this.timer = setTimeout(() => {
        this.current = loop()
      }, delay)
      this.timer.unref()
    }
    this.current = loop()
  }

  async stop(): Promise<void> {
    this.running = false
    clearTimeout(this.timer)
    this.timer = undefined
    await this.current
  }
}
