// The native app: Taro's system info leaves the language empty on React Native, while Hermes' Intl
// reports the phone's locale ('en-GB').
export function deviceLocales(): string[] {
  try {
    const locale = Intl.DateTimeFormat().resolvedOptions().locale
    return locale ? [locale] : []
  } catch {
    // an engine without Intl: the app language decides
    return []
  }
}
