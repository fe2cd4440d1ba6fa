// Customer service's outside channels, from the operator's settings (`service_email`,
// `service_messenger`, `service_telegram`, `service_whatsapp`). A value that reaches nobody (a
// placeholder address, a malformed handle or number) counts as unset: the page shows only
// channels that work.
import type { PayloadOf } from '@wire/catalogue'

type Channel = PayloadOf<'contactUs'>['channels'][number]

export const CHANNEL_SETTINGS = [
  'service_email',
  'service_messenger',
  'service_telegram',
  'service_whatsapp',
] as const

// Documentation domains (RFC 2606, RFC 6761): the seeded `support@example.com` is a placeholder,
// and showing it would send users to a mailbox nobody reads.
const PLACEHOLDER_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i

function configuredEmail(value: string): string | undefined {
  const domain = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(value)?.[1]
  return domain && !PLACEHOLDER_DOMAIN.test(domain) ? value : undefined
}

// Telegram's public usernames: 5-32 letters, digits and underscores, starting with a letter.
// Written as '@name', 'name', 't.me/name' or 'https://t.me/name'.
const TELEGRAM = /^(?:(?:https?:\/\/)?t\.me\/|@)?([A-Za-z][A-Za-z0-9_]{4,31})$/

function telegramLink(value: string): string | undefined {
  const name = TELEGRAM.exec(value)?.[1]
  return name && `https://t.me/${name}`
}

// A number in international form ('+44 7700 900123'): wa.me takes its 8-15 digits alone.
function whatsappLink(value: string): string | undefined {
  if (!/^\+?[0-9 ()-]+$/.test(value)) return undefined
  const digits = value.replace(/[^0-9]/g, '')
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : undefined
}

/** The channels that reach someone, in a fixed order; `setting` holds the trimmed values. */
export function contactChannels(setting: ReadonlyMap<string, string>): Channel[] {
  const channels: Channel[] = []
  const add = (kind: Channel['kind'], value: string | undefined) => {
    if (value) channels.push({ kind, value })
  }
  add('email', configuredEmail(setting.get('service_email') ?? ''))
  add('messenger', setting.get('service_messenger'))
  add('telegram', telegramLink(setting.get('service_telegram') ?? ''))
  add('whatsapp', whatsappLink(setting.get('service_whatsapp') ?? ''))
  return channels
}
