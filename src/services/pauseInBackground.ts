/**
 * Closes the live connection while the app is out of sight and opens it on return. Browsers and
 * mini-program hosts already throttle or close a hidden page's socket themselves; the native app
 * has its own (pauseInBackground.rn.ts).
 */
export function pauseInBackground(): void {}
