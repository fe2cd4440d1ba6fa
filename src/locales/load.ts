// Mini-programs: the language comes from the server (the H5 build serves src/locales at
// /locales/<lang>.json), so the main package doesn't carry twenty of them. The last copy is kept
// for starts without a network. H5 uses load.h5.ts.
import Taro from '@tarojs/taro'
import type { Lang } from '@wire/lang'

export type Messages = Record<string, unknown>

const cacheKey = (lang: Lang) => `messages:${lang}`

export async function loadMessages(lang: Lang): Promise<Messages> {
  try {
    const res = await Taro.request<Messages>({
      url: `${process.env.TARO_APP_API_BASE ?? ''}/locales/${lang}.json`,
      dataType: 'json',
      timeout: 60000,
    })
    if (res.statusCode === 200 && res.data && typeof res.data === 'object') {
      Taro.setStorageSync(cacheKey(lang), res.data)
      return res.data
    }
  } catch {
    // offline: the copy from last time, below
  }
  const cached: unknown = Taro.getStorageSync(cacheKey(lang))
  if (cached && typeof cached === 'object') return cached as Messages
  throw new Error(`messages for ${lang} unavailable`)
}
