// The 20 languages of SPEC §9, by the codes the server knows. `hk` is Traditional Chinese (Hong Kong).
export const LANGS = [
  'en',
  'de',
  'fr',
  'es',
  'id',
  'ja',
  'ko',
  'th',
  'vi',
  'it',
  'zh',
  'hk',
  'pt',
  'ru',
  'be',
  'hi',
  'sa',
  'ar',
  'my',
  'tr',
] as const

export type Lang = (typeof LANGS)[number]

export const DEFAULT_LANG: Lang = 'en'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** Languages written right to left. */
export const RTL_LANGS: readonly Lang[] = ['ar']
