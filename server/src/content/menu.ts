// Home's quick entries: stable keys and app routes, names in the request language.
import type { Lang } from '@wire/lang'
import type { MenuItem } from '@wire/market'
import { t, type MessageKey } from '../infra/i18n'

const ENTRIES: readonly { key: MenuItem['key']; name: MessageKey; path: string }[] = [
  { key: 'recharge', name: 'menu_recharge', path: '/pages/user/recharge' },
  { key: 'withdraw', name: 'menu_withdraw', path: '/pages/user/withdrawl' },
  { key: 'lockMining', name: 'menu_lock_mining', path: '/pages/lockMining/lockMining' },
  { key: 'follow', name: 'menu_follow', path: '/pages/follow/index' },
  { key: 'earn', name: 'menu_earn', path: '/pages/earn/index' },
  { key: 'p2p', name: 'menu_p2p', path: '/pages/p2p/index' },
  { key: 'collectibles', name: 'menu_collectibles', path: '/pages/collectibles/index' },
  { key: 'help', name: 'menu_help', path: '/pages/QA/QA' },
  { key: 'service', name: 'menu_service', path: '/pages/services/index' },
  { key: 'invite', name: 'menu_invite', path: '/pages/tabs/me/me-k?invite=1' },
]

export function menu(lang: Lang): MenuItem[] {
  return ENTRIES.map((entry, i) => ({
    id: i + 1,
    key: entry.key,
    name: t(lang, entry.name),
    path: entry.path,
    icon: `/media/menu/${entry.key}.png`,
  }))
}
