// Mini-programs and the native app: their image components fetch as they draw, and nothing in
// start-up waits on a picture, so there is nothing to start early.
export function preloadImages(_sources: readonly string[]): void {}
