// What a new installation shows: honest news, banners and a pop-up notice, nothing that promises
// returns or cannot be checked. Titles, summaries and the notice come from the message catalogues
// in all 20 languages; article bodies are English, the fallback of every language.
import { LANGS, type Lang } from '@wire/lang'
import { NEWS_CATEGORY } from '@wire/market'
import type { Queryable } from '../infra/db/client'
import { t, type MessageKey } from '../infra/i18n'
import { createNews, createNotice, type NewsInput, type NoticeInput } from './news'

interface SeedArticle {
  c_id: number
  title: MessageKey
  summary: MessageKey
  body: string
  thumbnail?: string
  sort: number
  created_at: string
}

const SIMULATED = `<h3>What you see</h3>
<p>Every price, candle chart, order book and 24-hour figure in this app comes from a market
simulator that runs on the server. It is not connected to any exchange, and its prices do not
follow real markets.</p>
<h3>What that means for you</h3>
<ul>
<li>A price here can differ widely from the price of the same instrument elsewhere.</li>
<li>The history shown in charts is simulated too; it tells you nothing about real markets.</li>
<li>Seconds trades settle at the simulated price in force when their period ends.</li>
</ul>
<p>Trading carries risk: you can lose the amount you stake.</p>`

const SECONDS = `<h3>The settlement price</h3>
<p>When you buy up or buy down, the order records the price in force at that moment as its buy
price. When the period you chose ends, the order settles at the price in force at that exact
instant.</p>
<ul>
<li><strong>Up</strong> wins when the settlement price is above the buy price.</li>
<li><strong>Down</strong> wins when the settlement price is below the buy price.</li>
<li>When the two prices are equal, the order is a draw: the stake is returned, the fee is not.</li>
<li>In every other case the order loses its stake.</li>
</ul>
<p>The profit ratio and minimum amount of each period, and the fee, are shown before you confirm
an order.</p>`

const LOCK_MINING = `<h3>Early redemption</h3>
<p>A lock-mining order keeps its amount locked until its end date; then the principal returns to
your account. You may redeem it earlier, for a penalty:</p>
<p><strong>penalty = penalty ratio × remaining days × locked amount</strong></p>
<p>For example, with a penalty ratio of 0.4%, 3 days remaining and 1000 USDT locked, the penalty
is 0.004 × 3 × 1000 = 12 USDT, and 988 USDT is refunded.</p>
<p>Each product shows its daily rate range, cycle, purchase limits and penalty ratio before you
buy. Read them before you commit.</p>`

const SECURITY = `<h3>Protect your sign-in</h3>
<ul>
<li>Use a password you do not use anywhere else.</li>
<li>Never share a verification code, not even with someone who says they are customer
service.</li>
<li>Sign out on devices you share.</li>
</ul>
<h3>Protect withdrawals</h3>
<ul>
<li>Set a withdrawal password that differs from your login password.</li>
<li>Check a wallet address carefully before you bind it.</li>
</ul>
<p>If something looks wrong, contact customer service from the app.</p>`

const { news, banner } = NEWS_CATEGORY

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    c_id: news,
    title: 'news_simulated_title',
    summary: 'news_simulated_summary',
    body: SIMULATED,
    sort: 0,
    created_at: '2026-11-20T08:00:00Z',
  },
  {
    c_id: news,
    title: 'news_seconds_title',
    summary: 'news_seconds_summary',
    body: SECONDS,
    sort: 0,
    created_at: '2026-11-19T08:00:00Z',
  },
  {
    c_id: news,
    title: 'news_lock_title',
    summary: 'news_lock_summary',
    body: LOCK_MINING,
    sort: 0,
    created_at: '2026-11-18T08:00:00Z',
  },
  {
    c_id: news,
    title: 'news_security_title',
    summary: 'news_security_summary',
    body: SECURITY,
    sort: 0,
    created_at: '2026-11-17T08:00:00Z',
  },
  {
    c_id: banner,
    title: 'banner_simulated_title',
    summary: 'banner_simulated_summary',
    body: SIMULATED,
    thumbnail: '/media/banners/1.svg',
    sort: 1,
    created_at: '2026-11-20T08:00:00Z',
  },
  {
    c_id: banner,
    title: 'banner_rules_title',
    summary: 'banner_rules_summary',
    body: SECONDS,
    thumbnail: '/media/banners/2.svg',
    sort: 2,
    created_at: '2026-11-20T08:00:00Z',
  },
  {
    c_id: banner,
    title: 'banner_security_title',
    summary: 'banner_security_summary',
    body: SECURITY,
    thumbnail: '/media/banners/3.svg',
    sort: 3,
    created_at: '2026-11-20T08:00:00Z',
  },
]

const paragraph = (text: string) =>
  `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`

function perLanguage<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>
}

/** The rows the seed writes, before sanitising (also what identifies this seed's version). */
export function contentSeed(): { articles: NewsInput[]; notice: NoticeInput } {
  const articles = SEED_ARTICLES.map((a): NewsInput => ({
    c_id: a.c_id,
    thumbnail: a.thumbnail,
    sort: a.sort,
    created_at: new Date(a.created_at),
    texts: perLanguage((lang) => ({
      title: t(lang, a.title),
      summary: t(lang, a.summary),
      content: lang === 'en' ? a.body : undefined,
    })),
  }))
  const notice: NoticeInput = {
    created_at: new Date('2026-11-20T08:00:00Z'),
    texts: perLanguage((lang) => ({
      title: t(lang, 'popup_title'),
      content: paragraph(t(lang, 'popup_body')),
    })),
  }
  return { articles, notice }
}

export async function seedContent(q: Queryable): Promise<void> {
  const { articles, notice } = contentSeed()
  for (const article of articles) await createNews(q, article)
  await createNotice(q, notice)
}
