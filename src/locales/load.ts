// Mini-programs: the language comes from the server (the H5 build serves each part at
// /locales/<lang>.<part>.json), so the main package doesn't carry twenty of them. The last copy is
// kept for starts without a network. H5 uses load.h5.ts.
import type { Lang } from '@wire/lang'
import { fetchServerFile } from '@/services/serverFile'
import type { Messages, Part } from './parts'

export const loadMessages = (lang: Lang, part: Part): Promise<Messages> =>
  fetchServerFile<Messages>(`/locales/${lang}.${part}.json`, `messages:${lang}.${part}`)
