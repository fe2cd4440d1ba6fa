// Invitation links: registration opened with the inviter's code filled in (pages/register reads
// `invite`). The app is hash-routed from its base (SPEC §2), so the page goes after '#/'.
import { REGISTER } from '@/routes'
import { isH5 } from '@/services/platform'

export function inviteLink(base: string, code: string): string {
  const root = base.replace(/[?#].*$/, '').replace(/\/+$/, '')
  return `${root}/#/${REGISTER}?invite=${encodeURIComponent(code)}`
}

/**
 * Where the app is served: the operator's configured site address, else on H5 the page's own.
 * '' on a mini-program without a configured address: there the share menu carries the code.
 */
export function appBase(configured: string): string {
  if (configured) return configured
  if (isH5() && typeof window !== 'undefined') {
    return window.location.origin + window.location.pathname
  }
  return ''
}
