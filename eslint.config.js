import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginQuery from '@tanstack/eslint-plugin-query'

// Who may import whom (no-restricted-imports, scoped by folder). A later `files` block for the
// same file replaces an earlier one's patterns, so each block lists everything its folders forbid.
const noScriptsOrTests = [
  { group: ['**/scripts/**', '**/tests/**'], message: 'App code never imports scripts or tests.' },
  { group: ['**/apps-script/src/**'], message: "The tool never imports the script's source: the script imports src/." },
]
const noToolCode = [
  { group: ['**/tool/**', '**/storage/**'], message: 'Public pages must not download the setter tool or its storage.' },
  { group: ['**/geo/**', 'virtual:us-zip-asset'], message: 'Public pages must not download the US ZIP data.' },
]
const frameworkFree = [
  {
    group: ['react', 'react/**', 'react-dom', 'react-dom/**', '@tanstack/**'],
    message: 'Core logic is framework-free.',
  },
  {
    group: ['**/tool/**', '**/site/**', '**/pwa/**', '**/storage/**'],
    message: 'Core logic imports no UI, storage or service-worker code.',
  },
]

const noCopy = [
  { group: ['**/content/**'], message: 'A core never imports copy: its texts live beside it (partners/messages.ts).' },
]

// tests/unit/import-boundaries.test.ts runs ESLint on forbidden imports to prove these rules bite.
const importBoundaries = [
  { files: ['src/**'], rules: { 'no-restricted-imports': ['error', { patterns: noScriptsOrTests }] } },
  {
    files: ['src/geo/**', 'src/map/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noScriptsOrTests, ...frameworkFree] }] },
  },
  {
    files: [
      'src/partners/**',
      'src/bookings/**',
      'src/refunds/**',
      'src/leads/**',
      'src/ledger-api/**',
      'src/partner-time/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noScriptsOrTests, ...frameworkFree, ...noCopy] }] },
  },
  {
    files: ['src/site/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noScriptsOrTests, ...noToolCode] }] },
  },
  {
    // The sheet's load knows nothing of bookings: the ledger is read on its own events (src/tool/ledger-link/ledger-query.ts).
    files: ['src/tool/partners/sheet-load/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noScriptsOrTests,
            {
              group: ['**/bookings/**', '**/ledger-link/**', '**/ledger-api/**', '**/refunds/**', '**/leads/**'],
              message: 'The sheet’s load imports nothing of booking or the ledger.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noScriptsOrTests,
            { group: ['**/storage/**'], message: 'Copy and configuration do not depend on storage.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tests/**'], message: 'Shared helpers live in scripts/support/.' }] },
      ],
    },
  },
]

// Components only call hooks: a feature's mutations and their invalidation live in its api.ts (src/tool/leads/api.ts).
const serverStateInApi = {
  files: ['src/**/*.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=/^(useMutation|useQueryClient)$/]",
        message: "A component calls its feature's api.ts hooks; useMutation and invalidation live there.",
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      // Built from apps-script/src by npm run build:script.
      'apps-script/ledger.js',
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'screenshots',
      '.bench',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ['tests/e2e/**', 'tests/support/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The ledger script's modules run in Apps Script, with no Intl: Google documents no time-zone data for it there.
    files: ['apps-script/src/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Apps Script: read zones with Utilities.formatDate.' },
      ],
    },
  },
  ...importBoundaries,
  serverStateInApi,
)
