// Which provider each channel pays through: the configured one (PAY_<CHANNEL>_URL, _SECRET,
// _NAME), or the sandbox, whose secret is this installation's (kept in the database, so every node
// signs and verifies alike).
import { PAY_CHANNELS, type PayChannel } from '@common/payRules'
import { installationSecret } from '../content/public'
import type { Queryable } from '../infra/db/client'
import { hostedProvider, type HostedConfig, type PaymentProvider } from './provider'

export type PayConfig = Partial<Record<PayChannel, HostedConfig>>
export type PayProviders = (channel: PayChannel) => Promise<PaymentProvider>

/** The sandbox's checkout page, on this server (sandboxSite.ts). */
export const SANDBOX_CHECKOUT = '/sandbox-pay/checkout'
export const SANDBOX_NAME = 'sandbox'

export const sandboxSecret = (q: Queryable) => installationSecret(q, 'pay_sandbox_secret')

export function payProviders(db: Queryable, config: PayConfig): PayProviders {
  const real = new Map<PayChannel, PaymentProvider>()
  for (const [channel, c] of Object.entries(config) as [PayChannel, HostedConfig][]) {
    real.set(channel, hostedProvider(c, false))
  }
  let sandbox: Promise<PaymentProvider> | undefined
  return (channel) => {
    const provider = real.get(channel)
    if (provider) return Promise.resolve(provider)
    sandbox ??= sandboxSecret(db).then(
      (secret) => hostedProvider({ name: SANDBOX_NAME, url: SANDBOX_CHECKOUT, secret }, true),
      (err: unknown) => {
        sandbox = undefined
        throw err
      },
    )
    return sandbox
  }
}

/** Whether any channel pays through the sandbox (then its site is served). */
export const usesSandbox = (config: PayConfig): boolean => PAY_CHANNELS.some((c) => !config[c])
