import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import { rnSassImporter } from './rnSassImporter'
import prodConfig from './prod'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { StartFiles } = require('./startFiles') as { StartFiles: new () => object }

const platform = process.env.TARO_ENV ?? 'h5'
// `npm run bench` builds a bare one-page Taro app (tests/bench/bare) with these same options, to
// hold the app's start-up against (DESIGN §7); only its sources and output folder differ.
const bare = process.env.BENCH_BARE === '1'

// The wire types in types/ and the rules in common/ are shared with the server and live outside
// src/, so Taro's loaders must be told to compile them too.
const compile = {
  include: [path.resolve(__dirname, '..', 'types'), path.resolve(__dirname, '..', 'common')],
}

// taro-ui's stylesheets use Sass features Dart Sass has deprecated; the warnings are theirs.
const sassLoaderOption = {
  sassOptions: {
    silenceDeprecations: ['import', 'global-builtin', 'slash-div', 'color-functions'],
  },
}

// Right to left (DESIGN §4): every stylesheet, ours and taro-ui's, gets its mirror under the page
// root's `rtl` class (components/Screen); only the declarations that change are repeated. A class,
// not [dir="rtl"]: mini-programs ignore attribute selectors.
const rtlcss = {
  enable: true,
  config: { mode: 'override', ltrPrefix: '.ltr', rtlPrefix: '.rtl', bothPrefix: ['.ltr', '.rtl'] },
}

// taro-ui's AtToast carries 21 KB of status images (data URLs) that the app's text toasts never
// show; webpack resolves through node_modules' symlink, so the key is the real path.
const toastImages = [
  require.resolve('taro-ui/lib/components/toast/img.json'),
  path.resolve(__dirname, 'no-toast-images.json'),
] as const

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'tradeapp',
    date: '2026-11-21',
    designWidth: 750, // taro-ui is drawn for 750
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: bare ? 'tests/bench/bare/src' : 'src',
    outputRoot: bare ? `dist/bare-${platform}` : `dist/${platform}`,
    // server HTML rendered through dangerouslySetInnerHTML on every target (components/RichHtml);
    // Alipay and Douyin (tt) come as platform plugins, WeChat and H5 with the CLI
    plugins: [
      '@tarojs/plugin-html',
      '@tarojs/plugin-platform-alipay',
      '@tarojs/plugin-platform-tt',
    ],
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@wire': path.resolve(__dirname, '..', 'types'),
      '@common': path.resolve(__dirname, '..', 'common'),
    },
    defineConstants: {},
    // H5: the manifest, its icons and the favicon (scripts/make-app-icons.mjs) at the site's root,
    // where index.html names them; the service worker is written beside them after the build
    // (scripts/service-worker.ts)
    copy: {
      patterns: platform === 'h5' && !bare ? [{ from: 'src/public/', to: 'dist/h5/' }] : [],
      options: {},
    },
    framework: 'react',
    // WeChat cannot nest a template in itself, so Taro writes one copy of every element's template
    // per level of depth; past baseLevel the tree goes on in its `comp` component. 8 levels instead
    // of 16 take 22 KB off the main package (base.wxml 68 -> 47 KB); a deeper tree costs one
    // component boundary per 8 levels. Platforms that nest templates (Alipay, Douyin) ignore it.
    baseLevel: 8,
    compiler: 'webpack5',
    cache: { enable: false },
    mini: {
      compile,
      sassLoaderOption,
      // component stylesheets are independent of each other, so their order in a chunk is free
      miniCssExtractPluginOption: { ignoreOrder: true },
      // every image a file of its own: inlined, a PNG costs the main package a third more bytes
      // as base64 (Home's quick-entry icons), and the package limit counts bytes, not requests
      // (Taro reads `limit: true` as "inline nothing"; 0 would fall back to its default)
      imageUrlLoaderOption: { limit: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        // plugin-html would turn this on to rewrite tag selectors (input, button, p...) into its
        // .h5-<tag> classes, breaking taro-ui's selectors for the native components; RichHtml's
        // stylesheet names those classes itself.
        htmltransform: { enable: false },
        'postcss-rtlcss': rtlcss,
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        chain.resolve.alias.set(...toastImages)
      },
    },
    // The native app (issue 33, decision 78): Metro's bundles for a React Native host app, built by
    // `npm run build:rn`; the pages it carries are the route table's `rn` ones (src/routes.ts).
    rn: {
      appName: 'tradeapp',
      output: {
        android: 'dist/rn/android/index.android.bundle',
        androidAssetsDest: 'dist/rn/android/res',
        ios: 'dist/rn/ios/main.jsbundle',
        iosAssetsDest: 'dist/rn/ios',
      },
      sass: { options: { importer: rnSassImporter } },
    },
    h5: {
      publicPath: '/',
      compile,
      sassLoaderOption,
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      useHtmlComponents: true,
      // base `/` comes from publicPath; Taro's router basename must stay unset ('/' stops matching)
      router: { mode: 'hash' },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        // SPEC §9: script load time-out 120 s (the page-load watcher gives up at 60 s)
        chunkLoadTimeout: 120000,
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        // Taro's components are plain elements here (useHtmlComponents): `input` is an <input>,
        // not the custom element plugin-html would rename the selector to
        htmltransform: { enable: false },
        'postcss-rtlcss': rtlcss,
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        chain.plugin('start-files').use(StartFiles)
        // Taro's components as React elements (useHtmlComponents); taro-ui's style text converted
        // for them on the way in (components/taroUiHost)
        chain.module.rule('taro-ui-host').merge({
          issuer: /[\\/]node_modules[\\/]taro-ui[\\/]/,
          resolve: {
            alias: {
              '@tarojs/components$': path.resolve(
                __dirname,
                '..',
                'src/components/taroUiHost/index.h5.ts',
              ),
            },
          },
        })
        // Taro splits only initial chunks, so every lazily loaded page would carry its own copy of
        // the shared code (the Screen frame, services, component bindings). Share it instead.
        chain.optimization.merge({ splitChunks: { chunks: 'all', minSize: 10000 } })
        // taro-h5's request polyfills: dead weight for the browsers of package.json's browserslist
        const empty = path.resolve(__dirname, 'empty.js')
        chain.resolve.alias
          .set(...toastImages)
          .set('whatwg-fetch', empty)
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only', empty)
          .set('jsonp-retry', empty)
        // taro-h5's user-agent parser, read on first use instead (services/userAgent.ts); the
        // bare page keeps Taro's own
        if (!bare) {
          chain.resolve.alias.set(
            'platform$',
            path.resolve(__dirname, '..', 'src/services/userAgent.ts'),
          )
        }
        // a language's messages in their two parts, each a chunk (src/locales/parts.ts)
        chain.module
          .rule('locale-part')
          .test(/\.json$/)
          .resourceQuery(/part=/)
          .use('locale-part')
          .loader(path.resolve(__dirname, 'localePart.js'))
      },
    },
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
