// Mini-programs have every page of the main package at hand. H5: firstScreen.h5.ts.
export function warmPage(_path: string): void {}
