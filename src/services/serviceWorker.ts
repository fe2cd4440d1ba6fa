// Mini-programs and the native app install as their host installs them: no service worker. H5:
// serviceWorker.h5.ts.
export function registerServiceWorker(): void {}
