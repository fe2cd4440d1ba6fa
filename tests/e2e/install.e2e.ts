// Installable and steady (issue 47): the web app manifest and its icons, Chromium's installability
// check, the service worker taking over at the next start (an update too) and what it answers
// without a network: the app from the phone, the offline page in the user's language, never the API.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { ROOT } from '../support/appServer'
import { CHROMIUM_ARGS, ensureChromium } from '../support/chromium'
import { openPhone, press, see, settled, waitForRoute } from './phone'
import { startSuite } from './suite'

// A copy of the build, so that a test can publish the next one (a changed sw.js) without touching
// dist/h5, which other suites serve.
const site = mkdtempSync(path.join(tmpdir(), 'tradeapp-install-'))
const app = startSuite({
  prepare: async () => {
    cpSync(path.join(ROOT, 'dist', 'h5'), site, { recursive: true })
    return { staticDir: site }
  },
})
afterAll(() => rmSync(site, { recursive: true, force: true }))

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

async function imageSize(url: string): Promise<string> {
  const res = await fetch(url)
  expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'image/png'])
  const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  expect(format).toBe('png')
  return `${width}x${height}`
}

/** The app opened on Home with its service worker installed (not yet in charge of this page). */
async function openInstalled(
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPhone(app.browser, app.server.origin, '', prepare)
  await waitForRoute(opened.page, 'pages/index/index')
  await opened.page.evaluate(() => navigator.serviceWorker.ready)
  return opened
}

/** Reloads into the worker's hands: from now on it answers this page's requests. */
async function reloadControlled(page: Page): Promise<void> {
  await page.reload()
  await waitForRoute(page, 'pages/index/index')
  await settled(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

test('the manifest is linked and names the app, its colours and icons of the sizes it says', async () => {
  const { page, errors } = await openPhone(app.browser, app.server.origin)
  const origin = app.server.origin
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const res = await fetch(new URL(href ?? '', origin))
  expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] }
  expect(manifest).toMatchObject({
    name: 'TradeApp',
    short_name: 'TradeApp',
    start_url: '/',
    display: 'standalone',
    // the app's page background (SPEC §9), which index.html's theme-color says too
    background_color: '#100f15',
    theme_color: '#100f15',
  })
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content')
  expect(themeColor).toBe(manifest.theme_color)
  for (const icon of manifest.icons) {
    expect([icon.src, await imageSize(new URL(icon.src, origin).href)]).toEqual([
      icon.src,
      icon.sizes,
    ])
  }
  const sizes = manifest.icons.map((icon) => icon.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true)
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(await imageSize(new URL(touch ?? '', origin).href)).toBe('180x180')
  const favicon = await fetch(
    new URL((await page.locator('link[rel="icon"]').getAttribute('href')) ?? '', origin),
  )
  expect(favicon.status).toBe(200)
  // an ICO file: reserved 0, type 1 (icon)
  expect([...new Uint8Array(await favicon.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0])
  expect(errors).toEqual([])
})

test('zoom works, and the page describes the app', async () => {
  const { page } = await openPhone(app.browser, app.server.origin)
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content')
  expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale/)
  expect(viewport).toContain('viewport-fit=cover')
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length).toBeGreaterThan(40)
})

test('Chromium reports nothing that stops installing the app', async () => {
  // a profile of its own: Chromium never offers to install from an incognito one, which is what
  // the other tests' contexts are
  const profile = mkdtempSync(path.join(tmpdir(), 'tradeapp-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${app.server.origin}/`)
    await waitForRoute(page, 'pages/index/index')
    await page.evaluate(() => navigator.serviceWorker.ready)
    const cdp = await context.newCDPSession(page)
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string }
    expect(parsed.url).toBe(`${app.server.origin}/manifest.webmanifest`)
    expect(parsed.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the worker answers the app and its files from the phone, never the API or the socket', async () => {
  const { page, errors } = await openInstalled()
  // the first start is not taken over: the page already has its files
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  const answered: { path: string; byWorker: boolean }[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    answered.push({ path: pathname, byWorker: response.fromServiceWorker() })
  })
  await reloadControlled(page)
  const byWorker = (prefix: string) =>
    answered.filter((r) => r.path.startsWith(prefix)).map((r) => r.byWorker)
  expect(byWorker('/js/').length).toBeGreaterThan(1)
  expect(byWorker('/js/').every(Boolean)).toBe(true)
  expect(byWorker('/css/').every(Boolean)).toBe(true)
  expect(answered.find((r) => r.path === '/')?.byWorker).toBe(true)
  expect(byWorker('/api/').length).toBeGreaterThan(0)
  expect(byWorker('/api/').some(Boolean)).toBe(false)
  expect(byWorker('/socket.io/').some(Boolean)).toBe(false)

  // no network: a call fails as it would without a worker, though the same call was answered a
  // moment ago, and nothing from the API is kept
  await page.context().setOffline(true)
  const call = () =>
    page.evaluate(() =>
      fetch('/api/getSiteConfig').then(
        (res) => res.status,
        () => 'failed',
      ),
    )
  expect(await call()).toBe('failed')
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
  expect(kept.filter((url) => /\/(api|socket\.io)\b/.test(url))).toEqual([])

  // opening the app starts it from the phone: its own start-up page, which says the start failed
  // and offers to try again, in place of the browser's error page
  const shell = await page.goto(`${app.server.origin}/`)
  expect(shell?.fromServiceWorker()).toBe(true)
  expect(shell?.status()).toBe(200)
  await see(page, 'Initialization failed')
  await see(page, 'Reload')
  await page.context().setOffline(false)
  await press(page, 'Reload')
  await waitForRoute(page, 'pages/index/index')
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([])
})

test('an address off the app, without a network, shows the offline page; its button tries again', async () => {
  const { page } = await openInstalled()
  await reloadControlled(page)
  await page.context().setOffline(true)
  const offline = await page.goto(`${app.server.origin}/foo/bar`)
  expect(offline?.status()).toBe(503)
  await see(page, 'You are offline')
  expect(await page.locator('html').getAttribute('lang')).toBe('en')
  await page.getByRole('button', { name: 'Try again' }).click()
  await see(page, 'You are offline')
  await page.context().setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  // online, the server leads a browser's unknown address into the app
  await see(page, 'There is no such page')
})

test('the offline page speaks the language the user chose in the app', async () => {
  const { page } = await openInstalled(async (context) => {
    // Taro H5 keeps each storage entry as {"data": value}
    await context.addInitScript(() => localStorage.setItem('lang', JSON.stringify({ data: 'ar' })))
  })
  // the app tells the worker once it runs
  await page.waitForFunction(async () => {
    const told = await caches.match('/offline-language', { cacheName: 'settings' })
    return (await told?.text()) === 'ar'
  })
  await page.context().setOffline(true)
  await page.goto(`${app.server.origin}/foo/bar`)
  await see(page, 'أنت غير متصل بالإنترنت')
  await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor()
  const root = await page.evaluate(() => [
    document.documentElement.lang,
    document.documentElement.dir,
  ])
  expect(root).toEqual(['ar', 'rtl'])
})

test("without a choice, the offline page speaks the browser's language", async () => {
  const context = await app.browser.newContext({ locale: 'ja-JP' })
  const page = await context.newPage()
  await page.goto(`${app.server.origin}/`)
  await waitForRoute(page, 'pages/index/index')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await context.setOffline(true)
  await page.goto(`${app.server.origin}/foo/bar`)
  await see(page, 'オフラインです')
  await context.close()
})

test('a new build takes effect at the next start, not in the session that found it', async () => {
  const { page, errors } = await openInstalled()
  await reloadControlled(page)
  const [before] = (await cacheNames(page)).filter((name) => name.startsWith('app-'))

  // the next build is published: its worker differs (the server would send the compressed copies)
  const worker = path.join(site, 'sw.js')
  const next = readFileSync(worker, 'utf8').replace(/version:"\w+"/, 'version:"nextbuild"')
  writeFileSync(worker, next)
  rmSync(`${worker}.br`, { force: true })
  rmSync(`${worker}.gz`, { force: true })

  const found = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    await registration.update()
    const waiting = registration.installing ?? registration.waiting
    if (waiting && waiting.state !== 'installed') {
      await new Promise((resolve) => waiting.addEventListener('statechange', resolve))
    }
    return {
      waiting: registration.waiting?.state ?? null,
      inCharge: navigator.serviceWorker.controller === registration.active,
    }
  })
  // it waits; the running build keeps the page and its cache
  expect(found).toEqual({ waiting: 'installed', inCharge: true })
  expect(await cacheNames(page)).toContain(before)

  // the app is closed and opened again
  const context = page.context()
  await page.close()
  const again = await context.newPage()
  await again.goto(`${app.server.origin}/`)
  await waitForRoute(again, 'pages/index/index')
  await again.waitForFunction(async () => {
    const names = await caches.keys()
    return names.includes('app-nextbuild') && names.every((n) => !/^app-(?!nextbuild)/.test(n))
  })
  expect(await again.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')
  expect(errors).toEqual([])
})
