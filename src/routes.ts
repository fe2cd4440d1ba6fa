// The route table of SPEC §2: the one place that knows every page. app.config.ts (pages, tabBar,
// subPackages), the guard and the CI check of dist/weapp/app.json all derive from it.
// Kept free of Taro imports: the build evaluates it in Node when it reads app.config.ts.

interface RouteEntry {
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
  /** carried by the native app's bundle (issue 33); it opens the others in the web app */
  rn?: boolean
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
export const CERTIFICATION_PHOTOS = 'pages/user/authentication2'
export const USERINFO = 'pages/user/userinfo'
export const KLINE = 'pages/quoteDetail/klinePage'
export const KLINE_FULL = 'pages/quoteDetail/kline-app-page'
export const RECHARGE_RECORD = 'pages/user/rechargeRecord'
export const WITHDRAW_RECORD = 'pages/user/withdrawRecord'
export const ACCOUNT_RECORD = 'pages/user/accountRecord'
export const WALLETS = 'pages/wallets/wallets'
export const BIND_ADDRESS = 'pages/wallets/bindAddress'
export const HELP = 'pages/QA/QA'
export const MESSAGES = 'pages/msg/msg-list'
export const BANK_CARDS = 'pages/bankCard/bankCard-list'
export const BIND_BANK_CARD = 'pages/bankCard/bindBankCard'
export const LOCK_MINING = 'pages/lockMining/lockMining'
export const LOCK_MINING_PRODUCTS = 'pages/lockMining/lockMiningProductList'
export const LOCK_MINING_ORDERS = 'pages/lockMining/orders'
export const SERVICE = 'pages/services/index'
export const ABOUT = 'pages/about/index'
export const SPOT = 'pages/spot/index'
export const LEVER = 'pages/lever/index'
export const FOLLOW = 'pages/follow/index'
export const FOLLOW_TRADER = 'pages/follow/trader'
export const FOLLOW_MINE = 'pages/follow/mine'
export const EARN = 'pages/earn/index'
export const DUAL = 'pages/dual/index'
export const DUAL_DETAIL = 'pages/dual/detail'
export const DUAL_ORDERS = 'pages/dual/orders'
export const PROJECT = 'pages/project/index'
export const PROJECT_DETAIL = 'pages/project/detail'
export const PROJECT_ORDERS = 'pages/project/orders'
export const LOAN = 'pages/loan/index'
export const LOAN_BORROW = 'pages/loan/borrow'
export const LOAN_MINE = 'pages/loan/mine'
export const P2P = 'pages/p2p/index'
export const P2P_ORDER = 'pages/p2p/order'
export const P2P_ORDERS = 'pages/p2p/orders'
export const P2P_ADS = 'pages/p2p/ads'
export const PAY_CHECKOUT = 'pages/pay/checkout'
export const PAY_CARD = 'pages/pay/card'
export const COLLECTIBLES = 'pages/collectibles/index'
export const NFT_SERIES = 'pages/collectibles/series'
export const NFT_DETAIL = 'pages/collectibles/nft'
export const NFT_MINE = 'pages/collectibles/mine'
export const NFT_ARTIST = 'pages/collectibles/artist'
export const NEWS = 'pages/news/index'
export const NEWS_DETAIL = 'pages/news/detail'
export const SESSIONS = 'pages/safety/sessions'
export const ANTI_PHISHING = 'pages/safety/antiPhishing'
export const AUTHENTICATOR = 'pages/safety/authenticator'
export const ALERTS = 'pages/alerts/index'
export const EXPORTS = 'pages/exports/index'
export const WEB_ONLY = 'pages/webOnly/index'

// Kept literal so the paths form a type: a page that names a route that isn't here fails to compile.
const TABLE = [
  // entry `/`: restores the session and configuration, then opens the entry page or Home
  { path: LOADING, title: 'route.loading', public: true, rn: true },
  { path: HOME, title: 'route.home', public: true, tab: 0, quotes: true, rn: true },
  { path: MARKET, title: 'route.market', tab: 1, quotes: true, rn: true },
  { path: TRADE, title: 'route.trade', tab: 2, quotes: true, rn: true },
  { path: ASSETS, title: 'route.assets', tab: 3, rn: true },
  { path: LOGIN, title: 'route.login', public: true, rn: true },
  { path: REGISTER, title: 'route.register', public: true, rn: true },
  { path: USERINFO, title: 'route.userinfo' },
  { path: KLINE, title: 'route.kline', quotes: true, rn: true },
  { path: KLINE_FULL, title: 'route.klineFull', quotes: true },
  { path: 'pages/user/recharge', title: 'route.recharge', rn: true },
  { path: 'pages/user/recharge-detail', title: 'route.rechargeDetail' },
  { path: RECHARGE_RECORD, title: 'route.rechargeRecord' },
  { path: 'pages/user/exchange', title: 'route.exchange' },
  { path: 'pages/user/withdrawl', title: 'route.withdraw', rn: true },
  { path: WITHDRAW_RECORD, title: 'route.withdrawRecord' },
  { path: ACCOUNT_RECORD, title: 'route.accountRecord' },
  { path: CERTIFICATION, title: 'route.certification1', rn: true },
  { path: CERTIFICATION_PHOTOS, title: 'route.certification2' },
  { path: ME, title: 'route.me', pkg: 'pages/tabs/me', rn: true },
  // public: a visitor not signed in chooses the language from login and register
  { path: LANGUAGE, title: 'route.language', pkg: 'pages/language', public: true, rn: true },
  { path: WALLETS, title: 'route.wallets', pkg: 'pages/wallets' },
  { path: BIND_ADDRESS, title: 'route.bindAddress', pkg: 'pages/wallets' },
  { path: HELP, title: 'route.help', pkg: 'pages/QA' },
  { path: MESSAGES, title: 'route.messages', pkg: 'pages/msg' },
  { path: 'pages/msg/msg-detail', title: 'route.messageDetail', pkg: 'pages/msg' },
  { path: BANK_CARDS, title: 'route.bankCards', pkg: 'pages/bankCard' },
  { path: BIND_BANK_CARD, title: 'route.bindBankCard', pkg: 'pages/bankCard', rn: true },
  { path: 'pages/lockMining/lockMining', title: 'route.lockMining', pkg: 'pages/lockMining' },
  { path: LOCK_MINING_PRODUCTS, title: 'route.lockMiningProducts', pkg: 'pages/lockMining' },
  { path: LOCK_MINING_ORDERS, title: 'route.lockMiningOrders', pkg: 'pages/lockMining' },
  { path: 'pages/lockMining/detail', title: 'route.lockMiningDetail', pkg: 'pages/lockMining' },
  { path: SERVICE, title: 'route.service', pkg: 'pages/services' },
  { path: ABOUT, title: 'route.about', pkg: 'pages/about' },
  // the Trade tab's Spot mode: a page of its own, so its code stays out of the main package
  { path: SPOT, title: 'route.spot', pkg: 'pages/spot', quotes: true, rn: true },
  { path: LEVER, title: 'route.lever', pkg: 'pages/lever', quotes: true },
  { path: FOLLOW, title: 'route.follow', pkg: 'pages/follow' },
  { path: FOLLOW_TRADER, title: 'route.followTrader', pkg: 'pages/follow' },
  { path: FOLLOW_MINE, title: 'route.followMine', pkg: 'pages/follow' },
  { path: EARN, title: 'route.earn', pkg: 'pages/earn' },
  { path: DUAL, title: 'route.dual', pkg: 'pages/dual' },
  { path: DUAL_DETAIL, title: 'route.dualDetail', pkg: 'pages/dual' },
  { path: DUAL_ORDERS, title: 'route.dualOrders', pkg: 'pages/dual' },
  { path: PROJECT, title: 'route.project', pkg: 'pages/project' },
  { path: PROJECT_DETAIL, title: 'route.projectDetail', pkg: 'pages/project' },
  { path: PROJECT_ORDERS, title: 'route.projectOrders', pkg: 'pages/project' },
  { path: LOAN, title: 'route.loan', pkg: 'pages/loan' },
  { path: LOAN_BORROW, title: 'route.loanBorrow', pkg: 'pages/loan' },
  { path: LOAN_MINE, title: 'route.loanMine', pkg: 'pages/loan' },
  { path: P2P, title: 'route.p2p', pkg: 'pages/p2p' },
  { path: P2P_ORDER, title: 'route.p2pOrder', pkg: 'pages/p2p' },
  { path: P2P_ORDERS, title: 'route.p2pOrders', pkg: 'pages/p2p' },
  { path: P2P_ADS, title: 'route.p2pAds', pkg: 'pages/p2p' },
  { path: PAY_CARD, title: 'route.payCard', pkg: 'pages/pay' },
  { path: PAY_CHECKOUT, title: 'route.payCheckout', pkg: 'pages/pay' },
  { path: COLLECTIBLES, title: 'route.collectibles', pkg: 'pages/collectibles' },
  { path: NFT_SERIES, title: 'route.nftSeries', pkg: 'pages/collectibles' },
  { path: NFT_DETAIL, title: 'route.nftDetail', pkg: 'pages/collectibles' },
  { path: NFT_MINE, title: 'route.nftMine', pkg: 'pages/collectibles' },
  { path: NFT_ARTIST, title: 'route.nftArtist', pkg: 'pages/collectibles' },
  { path: NEWS, title: 'route.news', pkg: 'pages/news' },
  { path: NEWS_DETAIL, title: 'route.newsDetail', pkg: 'pages/news' },
  { path: SESSIONS, title: 'route.sessions', pkg: 'pages/safety' },
  { path: ANTI_PHISHING, title: 'route.antiPhishing', pkg: 'pages/safety' },
  { path: AUTHENTICATOR, title: 'route.authenticator', pkg: 'pages/safety' },
  { path: ALERTS, title: 'route.alerts', pkg: 'pages/alerts', quotes: true },
  { path: EXPORTS, title: 'route.exports', pkg: 'pages/exports' },
  // the native app's stand-in for a page its bundle does not carry (services/router.ts)
  { path: WEB_ONLY, title: 'route.webOnly', public: true, pkg: 'pages/webOnly', rn: true },
] as const satisfies readonly RouteEntry[]

/** A page of the route table: what navigate, redirect and the other router helpers take. */
export type RoutePath = (typeof TABLE)[number]['path']

export interface Route extends RouteEntry {
  path: RoutePath
}

export const ROUTES: readonly Route[] = TABLE

/** The first screen: start-up's page and Home, which need only the first part of the messages
 *  (locales/parts.ts) and on H5 come with the app's own code (firstScreen.h5.ts). */
export const FIRST_SCREEN: readonly string[] = [LOADING, HOME]

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

/**
 * The `pages` / `subPackages` split a mini-program's app.json expects; for the native app, the
 * pages its bundle carries, with no subpackages (Metro bundles every page the config names).
 */
export function appPages(native = false): {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
} {
  if (native) return { pages: ROUTES.filter((r) => r.rn).map((r) => r.path), subPackages: [] }
  const pages = ROUTES.filter((r) => !r.pkg).map((r) => r.path)
  const roots = [...new Set(ROUTES.filter((r) => r.pkg).map((r) => r.pkg as string))]
  const subPackages = roots.map((root) => ({
    root,
    pages: ROUTES.filter((r) => r.pkg === root).map((r) => r.path.slice(root.length + 1)),
  }))
  return { pages, subPackages }
}
