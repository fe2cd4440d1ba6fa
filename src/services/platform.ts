// The platform this build runs on, by name: the one place code asks which one it is (pages never
// compare TARO_ENV themselves). Taro's build writes TARO_ENV in as a string, so each predicate is a
// constant there; they read it at each call so a test can switch platforms between calls.
// Two conditions keep the literal comparison because the build must see it: app.config.ts (read by
// the build itself) and utils/dateLocales.ts (webpack leaves out the import()s of the branch a
// platform does not take only when the condition is visible in that file).

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
