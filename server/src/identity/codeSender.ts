// Delivery of verification codes is pluggable: an SMS or mail gateway implements CodeSender.
// LogSender, the default, only logs, which suits development and tests.
import type { Lang } from '@wire/lang'
import type { AccountType, CodeScene } from '@wire/user'
import { systemClock, type Clock } from '../infra/clock'

export interface CodeMessage {
  channel: AccountType
  /** the account key: a lowercase e-mail, or '+<area code><number>' (E.164) for SMS */
  to: string
  scene: CodeScene
  code: string
  lang: Lang
  /** the whole text to send, in `lang`, with the account's anti-phishing code when it has one */
  text: string
}

export interface CodeSender {
  send(msg: CodeMessage): Promise<void>
}

export interface SentCode {
  code: string
  scene: CodeScene
  /** ISO time */
  sent_at: string
}

/** A sender that can tell which code it sent last (for the operator API in development). */
export interface CodeInbox {
  latest(to: string, scene: CodeScene): SentCode | undefined
}

export function isCodeInbox(sender: CodeSender): sender is CodeSender & CodeInbox {
  return typeof (sender as Partial<CodeInbox>).latest === 'function'
}

export interface LogSenderOptions {
  /** where the line goes; console.log by default */
  log?: (line: string) => void
  clock?: Clock
}

// Enough for any development session; past it the oldest entries go, so memory stays bounded.
const MAX_REMEMBERED = 10_000

export class LogSender implements CodeSender, CodeInbox {
  private readonly sent = new Map<string, SentCode>()
  private readonly log: (line: string) => void
  private readonly clock: Clock

  constructor(options: LogSenderOptions = {}) {
    this.log = options.log ?? ((line) => console.log(line))
    this.clock = options.clock ?? systemClock
  }

  async send(msg: CodeMessage): Promise<void> {
    const id = `${msg.to}|${msg.scene}`
    this.sent.delete(id)
    this.sent.set(id, { code: msg.code, scene: msg.scene, sent_at: this.clock.now().toISOString() })
    if (this.sent.size > MAX_REMEMBERED) {
      const oldest = this.sent.keys().next().value
      if (oldest !== undefined) this.sent.delete(oldest)
    }
    this.log(`to ${msg.to} (${msg.channel}, ${msg.scene}, ${msg.lang}): ${msg.text}`)
  }

  latest(to: string, scene: CodeScene): SentCode | undefined {
    return this.sent.get(`${to}|${scene}`)
  }
}
