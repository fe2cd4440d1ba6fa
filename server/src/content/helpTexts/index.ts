// Every language's help texts, by the codes of @wire/lang.
import type { Lang } from '@wire/lang'
import type { HelpTexts } from './types'
import { ar } from './ar'
import { be } from './be'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { hi } from './hi'
import { hk } from './hk'
import { id } from './id'
import { it } from './it'
import { ja } from './ja'
import { ko } from './ko'
import { my } from './my'
import { pt } from './pt'
import { ru } from './ru'
import { sa } from './sa'
import { th } from './th'
import { tr } from './tr'
import { vi } from './vi'
import { zh } from './zh'

export const HELP_TEXTS: Record<Lang, HelpTexts> = {
  en,
  de,
  fr,
  es,
  id,
  ja,
  ko,
  th,
  vi,
  it,
  zh,
  hk,
  pt,
  ru,
  be,
  hi,
  sa,
  ar,
  my,
  tr,
}
