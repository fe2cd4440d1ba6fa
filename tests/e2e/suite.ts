// What every end-to-end file sets up: the real server (and, for the browser journeys, Chromium)
// started once before the file's tests and gone after them.
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../support/chromium'
import { startAppServer, type AppServer, type AppServerOptions } from '../support/appServer'

export interface Suite {
  /** the running server; read it inside tests, it exists once beforeAll has run */
  readonly server: AppServer
  readonly browser: Browser
}

export interface SuiteOptions {
  /** the mini-program harness drives no browser */
  browser?: boolean
  /** runs before the server starts, e.g. to seed the data folder it is given */
  prepare?: () => Promise<AppServerOptions>
}

export function startSuite({ browser = true, prepare }: SuiteOptions = {}): Suite {
  let server: AppServer | undefined
  let chromium: Browser | undefined
  beforeAll(async () => {
    server = await startAppServer(await prepare?.())
    if (browser) chromium = await launchBrowser()
  })
  afterAll(async () => {
    await chromium?.close()
    await server?.dispose()
  })
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll')
      return server
    },
    get browser() {
      if (!chromium)
        throw new Error(browser ? 'the browser starts in beforeAll' : 'no browser asked for')
      return chromium
    },
  }
}
