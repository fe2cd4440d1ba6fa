// The platform this build runs on, by name: the one place code asks which one it is (pages never
// compare TARO_ENV themselves). Taro's build writes TARO_ENV in as a string, so each predicate is a
// constant there; they read it at each call so a test can switch platforms between calls.
// A few files keep the literal comparison because the build must see it to leave the other
// platforms' code out: a call to these predicates is not folded, so what only H5 runs (the page
// load watch, the H5 chart host, mouse handling) would ship in every mini-program (4.6 KiB of the
// WeChat main package, measured). They are app.config.ts (read by the build itself), app.ts,
// utils/dateLocales.ts (its import()s), and the Screen, EchartsView and KlineChart components;
// eslint.config.mjs names them. No page is among them.

/** The platform's name as Taro spells it ('h5', 'weapp', 'alipay', 'tt', 'rn'). */
export const platformName = (): string => String(process.env.TARO_ENV)

/** The mobile web app. */
export const isH5 = (): boolean => process.env.TARO_ENV === 'h5'

/** The React Native app. */
export const isNative = (): boolean => process.env.TARO_ENV === 'rn'

export const isWeapp = (): boolean => process.env.TARO_ENV === 'weapp'

export const isAlipay = (): boolean => process.env.TARO_ENV === 'alipay'

/** Inside a super-app (WeChat, Alipay, Douyin): the host owns the share menu and the file system. */
export const isMiniProgram = (): boolean => !isH5() && !isNative()
