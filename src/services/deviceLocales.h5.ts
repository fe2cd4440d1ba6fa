// H5: the browser's languages ('en-GB', 'en').
export function deviceLocales(): string[] {
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language]
}
