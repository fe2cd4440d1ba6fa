// Three projects: pure code (utils, stores' logic, server) runs on swc in Node; screens and client
// services run under Taro's H5 runtime in jsdom; integration points that runtime at a real server.
// The end-to-end suite has its own config (tests/e2e/jest.config.js) and runner.
// Tests run in a zone far from UTC, so code that mixes UTC and local time shows up as a failure
// here rather than in front of users (who are rarely on UTC).
process.env.TZ = 'Asia/Shanghai'

const defineTaroConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
]
const aliases = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@wire/(.*)$': '<rootDir>/types/$1',
  '^@common/(.*)$': '<rootDir>/common/$1',
}

// The Taro preset carries run-wide options (bail, verbose) that a project may not set, and options
// for transformers this project does not run: ts-jest is not installed, and babel-jest takes its
// options from the preset's transformer, never from globals.
const taro = (name, extra) => {
  const config = defineTaroConfig({
    displayName: name,
    rootDir: __dirname,
    setupFiles: [
      require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'),
      '<rootDir>/tests/setup/taro.js',
    ],
    transformIgnorePatterns: ['/node_modules/(jest-[^/]+|@jest|babel-jest|@babel/(?!runtime))/'],
    // screens are tested as the H5 build resolves them: name.h5.ts before name.ts
    moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'json', 'mjs'],
    transform: {
      '^.+\\.(js|jsx|ts|tsx|mjs)$':
        require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
    },
    // first match wins: assets before the path aliases
    moduleNameMapper: {
      '\\.(css|scss)$': '<rootDir>/tests/setup/style.js',
      '\\.(png|jpg|svg)$': '<rootDir>/tests/setup/asset.js',
      // a part of a language's messages (config/localePart.js cuts it in the build)
      '^\\./(\\w+)\\.json\\?part=\\w+$': '<rootDir>/src/locales/$1.json',
      // Taro's components as H5 draws them: React elements (decision 95), taro-ui's style text
      // converted for them as the build does for taro-ui alone
      '^@tarojs/components$': '<rootDir>/src/components/taroUiHost/index.h5.ts',
      ...aliases,
    },
    ...extra,
  })
  delete config.bail
  // the preset's own mapping (the custom elements) would match first
  delete config.moduleNameMapper['@tarojs/components$']
  delete config.verbose
  delete config.globals['ts-jest']
  delete config.globals['babel-jest']
  return config
}

module.exports = {
  projects: [
    {
      displayName: 'node',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/{utils,server,types}/**/*.test.ts'],
      // typebox ships only ES modules (.mjs): swc turns them into CommonJS like our own files.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
      moduleNameMapper: aliases,
    },
    taro('client', { testMatch: ['<rootDir>/tests/unit/client/**/*.test.{ts,tsx}'] }),
    taro('integration', {
      testMatch: ['<rootDir>/tests/integration/**/*.test.{ts,tsx}'],
      testEnvironment: '<rootDir>/tests/setup/serverOriginEnv.js',
      globalSetup: '<rootDir>/tests/setup/startServer.js',
      globalTeardown: '<rootDir>/tests/setup/stopServer.js',
    }),
    {
      // The native app's side of the services (the .rn.ts files, as Metro picks them) on React
      // Native's own jest preset, against the same reference server as the integration suites.
      displayName: 'native',
      preset: 'jest-expo',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/native/**/*.test.{ts,tsx}'],
      moduleFileExtensions: ['rn.ts', 'rn.tsx', 'ts', 'tsx', 'js', 'jsx', 'json'],
      transform: {
        '^.+\\.(js|jsx|ts|tsx)$': [
          'babel-jest',
          {
            configFile: false,
            babelrc: false,
            presets: ['module:@react-native/babel-preset'],
            // Metro splits at import(); jest's CommonJS needs it as a require
            plugins: ['@babel/plugin-transform-dynamic-import'],
          },
        ],
      },
      transformIgnorePatterns: [
        '/node_modules/(?!((jest-)?react-native[^/]*|@react-native[^/]*|expo[^/]*|@expo|@tarojs|@react-navigation|@wuba|echarts|zrender|taro-ui|make-plural|query-string|decode-uri-component|filter-obj|split-on-first)/)',
      ],
      setupFiles: [
        '<rootDir>/tests/setup/native/env.js',
        'react-native-gesture-handler/jestSetup.js',
      ],
      moduleNameMapper: {
        '\\.(css|scss)$': '<rootDir>/tests/setup/style.js',
        // the app fetches its messages from the server, which serves them from the H5 build (not
        // made before the tests): here they load from the sources, as in the other projects
        '\\.svg$': '<rootDir>/tests/setup/native/svg.js',
        '^\\./load$': '<rootDir>/src/locales/load.h5.ts',
        '^\\./(\\w+)\\.json\\?part=\\w+$': '<rootDir>/src/locales/$1.json',
        // the native modules' own stand-ins, as their packages publish them for jest
        '^@react-native-async-storage/async-storage$':
          '@react-native-async-storage/async-storage/jest/async-storage-mock',
        '^@react-native-clipboard/clipboard$':
          '@react-native-clipboard/clipboard/jest/clipboard-mock',
        '^react-native-device-info$': 'react-native-device-info/jest/react-native-device-info-mock',
        // as Taro's React Native build aliases them (@tarojs/rn-supporter)
        '^@tarojs/taro$': '@tarojs/taro-rn',
        // a native view whose prebuilt spec the codegen plugin cannot read; no ported page embeds one
        '^react-native-webview$': '<rootDir>/tests/setup/native/webView.js',
        '^@react-native-camera-roll/camera-roll$': '<rootDir>/tests/setup/native/cameraRoll.js',
        '^expo-image-picker$': '<rootDir>/tests/setup/native/imagePicker.js',
        '^@react-native-community/geolocation$': '<rootDir>/tests/setup/native/geolocation.js',
        '^@tarojs/components$': '@tarojs/components-rn',
        // Metro takes taro-ui's "react-native" entry; jest's resolver reads only "main"
        '^taro-ui$': 'taro-ui/rn/index.ts',
        ...aliases,
      },
      globalSetup: '<rootDir>/tests/setup/startServer.js',
      globalTeardown: '<rootDir>/tests/setup/stopServer.js',
    },
  ],
}
