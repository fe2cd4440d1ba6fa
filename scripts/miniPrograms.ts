// The mini-program builds (WeChat, Alipay, Douyin): where each lands, what its app config says, how
// big its main package and subpackages are, and the limits each platform puts on them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const MINI_PLATFORMS = ['weapp', 'alipay', 'tt'] as const
export type MiniPlatform = (typeof MINI_PLATFORMS)[number]

const ROOT = path.resolve(__dirname, '..')
const MB = 1024 * 1024

/**
 * Each platform's package limits, from its documentation: WeChat 2 MB a package and 20 MB in all;
 * Alipay 2 MB a package and 8 MB in all; Douyin 2 MB a subpackage and 16 MB in all, its main
 * package 4 MB "for now, 2 MB later", so held to 2 MB here.
 */
export const PACKAGE_LIMITS: Readonly<
  Record<MiniPlatform, { main: number; sub: number; total: number }>
> = {
  weapp: { main: 2 * MB, sub: 2 * MB, total: 20 * MB },
  alipay: { main: 2 * MB, sub: 2 * MB, total: 8 * MB },
  tt: { main: 2 * MB, sub: 2 * MB, total: 16 * MB },
}

export interface AppConfig {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
  tabBar?: { list?: { pagePath: string }[]; items?: { pagePath: string }[] }
}

export const distOf = (platform: MiniPlatform) => path.join(ROOT, 'dist', platform)

export function readAppConfig(platform: MiniPlatform): AppConfig {
  return JSON.parse(readFileSync(path.join(distOf(platform), 'app.json'), 'utf8')) as AppConfig
}

/** The subpackages of an app config, whichever spelling the platform uses. */
export const subPackagesOf = (app: AppConfig) => app.subPackages ?? app.subpackages ?? []

/** The tab bar's pages (Alipay calls the list `items`). */
export const tabPagesOf = (app: AppConfig) =>
  (app.tabBar?.list ?? app.tabBar?.items ?? []).map((t) => t.pagePath)

function folderSize(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const p = path.join(dir, name)
    const s = statSync(p)
    return sum + (s.isDirectory() ? folderSize(p) : s.size)
  }, 0)
}

/** Main package = everything in the build outside the subpackage roots of its app config. */
export function packageSizes(platform: MiniPlatform): {
  main: number
  sub: Record<string, number>
  total: number
} {
  const dist = distOf(platform)
  const sub: Record<string, number> = {}
  for (const { root } of subPackagesOf(readAppConfig(platform))) {
    sub[root] = folderSize(path.join(dist, root))
  }
  const total = folderSize(dist)
  return { main: total - Object.values(sub).reduce((a, b) => a + b, 0), sub, total }
}
