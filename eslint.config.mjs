// Lint rules, including the architecture's boundaries: remotes never import each other, shared never
// imports an app, and third-party clients are wrapped once (ky in @pear/shared/api, react-router in
// @pear/shared/router, zustand's create in @pear/shared/store).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'marketing', 'onboarding', 'founder-dashboard', 'investor-dashboard', 'billing'];
const SHARED_SUBPATHS = [
  'config',
  'store',
  'api',
  'domain',
  'ui',
  'mf',
  'router',
  'testing',
  'prerender',
  'deal-flow',
  'dashboard',
  'files',
  'widgets',
  'router/memory',
];

/** Import patterns no package may use: @pear/shared internals, and other apps. */
const PACKAGE_PATTERNS = [
  {
    regex: `^@pear/shared(?!/(${SHARED_SUBPATHS.join('|')})$)`,
    message: `Import @pear/shared only through its public subpaths (${SHARED_SUBPATHS.join(', ')}).`,
  },
  {
    regex: `^@pear/(${APPS.join('|')})`,
    message: 'Apps never import each other; remotes are loaded through the federation runtime.',
  },
];

/** Each wrapped client may be imported only inside its one home. */
const WRAPPED = [
  { home: 'shared/src/api/**', name: 'ky', message: 'Use the client in @pear/shared/api.' },
  { home: 'shared/src/router/**', name: 'react-router', message: 'Import routing from @pear/shared/router.' },
  { home: 'shared/src/router/**', name: 'react-router-dom', message: 'Import routing from @pear/shared/router.' },
];

const restrictedImports = (except) => [
  'error',
  {
    paths: WRAPPED.filter((item) => item.home !== except).map(({ name, message }) => ({ name, message })),
    patterns: PACKAGE_PATTERNS,
  },
];

const appBoundaries = APPS.map((app) => ({
  target: `./${app}`,
  from: [...APPS.filter((other) => other !== app).map((other) => `./${other}`), './api', './e2e'],
  message: `${app} may use other packages only through @pear/shared's public subpaths; remotes never import each other.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Package exports with the pear-source condition and NodeNext `./x.js` imports, as TypeScript resolves them.
      'import/resolver': {
        [fileURLToPath(new URL('./tooling/eslint-import-resolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
      },
      'import/internal-regex': '^@pear/',
      // Without these the import rules read no TypeScript file they resolve (no-cycle would see no graph).
      'import/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-relative-packages': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appBoundaries,
            {
              target: './shared',
              from: [...APPS.map((app) => `./${app}`), './api'],
              message: '@pear/shared must not depend on an app.',
            },
          ],
        },
      ],
      'no-restricted-imports': restrictedImports(null),
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/^zustand/] ImportSpecifier[imported.name=/^(create|createStore)$/]',
          message: 'Only @pear/shared/store creates zustand stores; add a slice there instead.',
        },
      ],
    },
  },
  ...[...new Set(WRAPPED.map((item) => item.home))].map((home) => ({
    files: [home.replace('/**', '/**/*.{ts,tsx}')],
    rules: { 'no-restricted-imports': restrictedImports(home) },
  })),
  { files: ['shared/src/store/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': 'off' } },
  {
    // No import cycles in the packages' sources, across packages too (@pear/*); tests, which nothing imports, and
    // third-party packages are not followed (that halves the rule's cost).
    files: [`{${[...APPS, 'shared', 'contract', 'api'].join(',')}}/src/**/*.{ts,tsx,mts}`],
    ignores: ['**/__tests__/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The UI kit knows nothing of the API client (the API's shapes come from @pear/contract): api uses ui, never
    // the other way round.
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...WRAPPED.map(({ name, message }) => ({ name, message })),
            {
              name: '@pear/shared/api',
              message: '@pear/shared/ui never imports the API client; take the shapes from @pear/contract.',
            },
            {
              name: '@pear/shared/dashboard',
              message: '@pear/shared/dashboard builds on @pear/shared/ui, never the other way round.',
            },
            {
              name: '@pear/shared/files',
              message: '@pear/shared/files builds on @pear/shared/ui, never the other way round.',
            },
            {
              name: '@pear/shared/widgets',
              message: '@pear/shared/widgets builds on @pear/shared/ui, never the other way round.',
            },
          ],
          patterns: PACKAGE_PATTERNS,
        },
      ],
    },
  },
  {
    // Playwright fixtures are not React hooks, take `{}` when they need no other fixture, and the
    // suite drives the repository's own launch scripts.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off', 'import/no-relative-packages': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
