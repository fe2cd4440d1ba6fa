// The language and direction of what is drawn around the pages. Mini-programs have nothing around
// them to tell: each page carries its direction as a class (components/Screen). H5 and the native
// app: layoutLanguage.h5.ts and layoutLanguage.rn.ts.
import type { Lang } from '@/locales'

export function applyLayoutLanguage(_lang: Lang): void {}
