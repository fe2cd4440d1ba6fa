// The route table of SPEC §2: the one place that knows every page. app.config.ts (pages, tabBar,
// subPackages), the guard and the CI check of dist/weapp/app.json all derive from it.
// Kept free of Taro imports: the build evaluates it in Node when it reads app.config.ts.

export interface Route {
  /** page path without leading slash, exactly as SPEC §2 */
  path: string
  /** i18n key of the screen title */
  title: string
  /** reachable without a token (SPEC §2: index, login, register) */
  public?: boolean
  /** tab index (0 Home, 1 Market, 2 Trade, 3 Assets) */
  tab?: number
  /**
   * subpackage root this page lives in on mini-programs; a tab page's folder can't be one,
   * so pages under pages/user and pages/quoteDetail stay in the main package.
   */
  pkg?: string
  /** shows the quote snapshot: start-up fetches it beside the configuration (DESIGN §4) */
  quotes?: boolean
}

export const LOADING = 'pages/common/loading'
export const HOME = 'pages/index/index'
export const MARKET = 'pages/tabs/quotes/quotes'
export const TRADE = 'pages/quoteDetail/quoteDetail'
export const ASSETS = 'pages/user/accountDetail'
export const LOGIN = 'pages/login/login'
export const REGISTER = 'pages/register/index'
export const ME = 'pages/tabs/me/me-k'
export const LANGUAGE = 'pages/language/language'
export const CERTIFICATION = 'pages/user/authentication1'

export const ROUTES: readonly Route[] = [
  // entry `/`: restores the session and configuration, then opens the entry page or Home
  { path: LOADING, title: 'route.loading', public: true },
  { path: HOME, title: 'route.home', public: true, tab: 0, quotes: true },
  { path: MARKET, title: 'route.market', tab: 1, quotes: true },
  { path: TRADE, title: 'route.trade', tab: 2, quotes: true },
  { path: ASSETS, title: 'route.assets', tab: 3 },
  { path: LOGIN, title: 'route.login', public: true },
  { path: REGISTER, title: 'route.register', public: true },
  { path: 'pages/user/userinfo', title: 'route.userinfo' },
  { path: 'pages/quoteDetail/klinePage', title: 'route.kline', quotes: true },
  { path: 'pages/quoteDetail/kline-app-page', title: 'route.klineFull', quotes: true },
  { path: 'pages/user/recharge', title: 'route.recharge' },
  { path: 'pages/user/recharge-detail', title: 'route.rechargeDetail' },
  { path: 'pages/user/rechargeRecord', title: 'route.rechargeRecord' },
  { path: 'pages/user/exchange', title: 'route.exchange' },
  { path: 'pages/user/withdrawl', title: 'route.withdraw' },
  { path: 'pages/user/withdrawRecord', title: 'route.withdrawRecord' },
  { path: 'pages/user/accountRecord', title: 'route.accountRecord' },
  { path: CERTIFICATION, title: 'route.certification1' },
  { path: 'pages/user/authentication2', title: 'route.certification2' },
  { path: ME, title: 'route.me', pkg: 'pages/tabs/me' },
  { path: LANGUAGE, title: 'route.language', pkg: 'pages/language' },
  { path: 'pages/wallets/wallets', title: 'route.wallets', pkg: 'pages/wallets' },
  { path: 'pages/wallets/bindAddress', title: 'route.bindAddress', pkg: 'pages/wallets' },
  { path: 'pages/QA/QA', title: 'route.help', pkg: 'pages/QA' },
  { path: 'pages/msg/msg-list', title: 'route.messages', pkg: 'pages/msg' },
  { path: 'pages/msg/msg-detail', title: 'route.messageDetail', pkg: 'pages/msg' },
  { path: 'pages/bankCard/bankCard-list', title: 'route.bankCards', pkg: 'pages/bankCard' },
  { path: 'pages/bankCard/bindBankCard', title: 'route.bindBankCard', pkg: 'pages/bankCard' },
  { path: 'pages/lockMining/lockMining', title: 'route.lockMining', pkg: 'pages/lockMining' },
  {
    path: 'pages/lockMining/lockMiningProductList',
    title: 'route.lockMiningProducts',
    pkg: 'pages/lockMining',
  },
  { path: 'pages/lockMining/orders', title: 'route.lockMiningOrders', pkg: 'pages/lockMining' },
  { path: 'pages/lockMining/detail', title: 'route.lockMiningDetail', pkg: 'pages/lockMining' },
  { path: 'pages/services/index', title: 'route.service', pkg: 'pages/services' },
  { path: 'pages/about/index', title: 'route.about', pkg: 'pages/about' },
]

export const TABS: readonly Route[] = ROUTES.filter((r) => r.tab !== undefined).sort(
  (a, b) => (a.tab ?? 0) - (b.tab ?? 0),
)

/** Tab bar look (SPEC §2): dark background, grey inactive, gold active. */
export const TAB_BAR_STYLE = {
  color: '#8a8d99',
  selectedColor: '#e6b645',
  backgroundColor: '#16151c',
  borderStyle: 'black',
} as const

/** Icon file base names per tab, under assets/tab/ (<name>.png and <name>-active.png). */
export const TAB_ICONS = ['home', 'market', 'trade', 'assets'] as const

/** Strip a leading slash and any query: '/pages/x?a=1' -> 'pages/x' */
export function routePath(url: string): string {
  return url.replace(/^\/+/, '').split('?')[0]
}

export function findRoute(url: string): Route | undefined {
  const path = routePath(url)
  return ROUTES.find((r) => r.path === path)
}

export function isPublic(url: string): boolean {
  return findRoute(url)?.public === true
}

export function isTab(url: string): boolean {
  return findRoute(url)?.tab !== undefined
}

/** The `pages` / `subPackages` split a mini-program's app.json expects. */
export function appPages(): { pages: string[]; subPackages: { root: string; pages: string[] }[] } {
  const pages = ROUTES.filter((r) => !r.pkg).map((r) => r.path)
  const roots = [...new Set(ROUTES.filter((r) => r.pkg).map((r) => r.pkg as string))]
  const subPackages = roots.map((root) => ({
    root,
    pages: ROUTES.filter((r) => r.pkg === root).map((r) => r.path.slice(root.length + 1)),
  }))
  return { pages, subPackages }
}
