// Mini-programs can't fetch code chunks, so there every language is bundled; H5 uses load.h5.ts.
import type { Lang } from '@wire/lang'
import en from './en.json'
import de from './de.json'
import fr from './fr.json'
import es from './es.json'
import id from './id.json'
import ja from './ja.json'
import ko from './ko.json'
import th from './th.json'
import vi from './vi.json'
import it from './it.json'
import zh from './zh.json'
import hk from './hk.json'
import pt from './pt.json'
import ru from './ru.json'
import be from './be.json'
import hi from './hi.json'
import sa from './sa.json'
import ar from './ar.json'
import my from './my.json'
import tr from './tr.json'

export type Messages = Record<string, unknown>

const ALL: Record<Lang, Messages> = {
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

export async function loadMessages(lang: Lang): Promise<Messages> {
  return ALL[lang]
}
