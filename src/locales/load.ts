// Mini-programs: the language comes from the server (the H5 build serves src/locales at
// /locales/<lang>.json), so the main package doesn't carry twenty of them. The last copy is kept
// for starts without a network. H5 uses load.h5.ts.
import type { Lang } from '@wire/lang'
import { fetchServerFile } from '@/services/serverFile'

export type Messages = Record<string, unknown>

export const loadMessages = (lang: Lang): Promise<Messages> =>
  fetchServerFile<Messages>(`/locales/${lang}.json`, `messages:${lang}`)
