import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

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
    ignores: [
      'src/services/platform.ts',
      'src/app.config.ts',
      'src/app.ts',
      'src/utils/dateLocales.ts',
      'src/components/Screen/index.tsx',
      'src/components/EchartsView/index.tsx',
      'src/components/KlineChart/index.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='env'][property.name='TARO_ENV']",
          message: 'Ask services/platform.ts which platform this is (isH5, isNative, ...).',
        },
      ],
    },
  },
  prettier,
)
