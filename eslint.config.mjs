import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

const LITERAL_PLATFORM = [
  'src/services/platform.ts',
  'src/app.config.ts',
  'src/app.ts',
  'src/utils/dateLocales.ts',
  'src/components/Screen/index.tsx',
  'src/components/EchartsView/index.tsx',
  'src/components/KlineChart/index.tsx',
]
const TARO_ENV = {
  selector: "MemberExpression[object.property.name='env'][property.name='TARO_ENV']",
  message: 'Ask services/platform.ts which platform this is (isH5, isNative, ...).',
}
// issue 47: what a user presses is a control a keyboard reaches and a screen reader names
const PRESSED_VIEW = {
  selector:
    "JSXOpeningElement[name.name=/^(View|Text|Image)$/] > JSXAttribute[name.name='onClick']",
  message: 'A pressed View is a control: components/Pressable (or components/Button).',
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.swc',
      'data',
      'coverage',
      'tests/e2e/artifacts',
      'index.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**', 'tests/**', 'config/**', '*.js', '*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**'],
    languageOptions: {
      globals: { ...globals.browser, defineAppConfig: 'readonly', definePageConfig: 'readonly' },
    },
  },
  {
    // platforms by name (services/platform.ts); the files whose build must see the literal
    // condition are named there
    files: ['src/**'],
    ignores: [...LITERAL_PLATFORM, 'src/components/Pressable/**'],
    rules: { 'no-restricted-syntax': ['error', TARO_ENV, PRESSED_VIEW] },
  },
  {
    files: LITERAL_PLATFORM,
    rules: { 'no-restricted-syntax': ['error', PRESSED_VIEW] },
  },
  {
    // taro-ui's controls and dialogs are Views no keyboard reaches (issue 47); ours draw their look
    // on components/Pressable and keep focus in a dialog, and the native app's files wrap them
    files: ['src/**'],
    ignores: ['src/components/{Button,Dialog,Sheet,Tabs,Chip,ListItem}/index.rn.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'taro-ui',
              importNames: ['AtButton'],
              message: 'Use components/Button: a control the keyboard and screen readers reach.',
            },
            {
              name: 'taro-ui',
              importNames: [
                'AtModal',
                'AtModalHeader',
                'AtModalContent',
                'AtModalAction',
                'AtActionSheet',
                'AtCurtain',
              ],
              message: 'Use components/Dialog: a dialog that takes the keyboard and gives it back.',
            },
            {
              name: 'taro-ui',
              importNames: ['AtFloatLayout', 'AtDrawer'],
              message: 'Use components/Sheet: a dialog that takes the keyboard and gives it back.',
            },
            {
              name: 'taro-ui',
              importNames: ['AtTabs', 'AtTabsPane', 'AtSegmentedControl'],
              message: 'Use components/Tabs: tabs the keyboard reaches, the chosen one said.',
            },
            {
              name: 'taro-ui',
              importNames: ['AtTag', 'AtRadio', 'AtCheckbox'],
              message: 'Use components/Chip: a choice the keyboard reaches, its state said.',
            },
            {
              name: 'taro-ui',
              importNames: ['AtListItem'],
              message: 'Use components/ListItem: a row the keyboard reaches.',
            },
            {
              name: 'taro-ui',
              importNames: ['AtSwitch', 'AtInputNumber'],
              message: 'A control of ours on components/Pressable (role switch, or buttons).',
            },
          ],
        },
      ],
    },
  },
  prettier,
)
