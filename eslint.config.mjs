// Lint rules, including the architecture's boundaries: remotes never import each other,
// shared never imports an app, only @pear/shared/api may import ky and only the store calls create().
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'marketing', 'onboarding', 'founder-dashboard', 'investor-dashboard', 'billing'];

const appBoundaries = APPS.map((app) => ({
  target: `./${app}`,
  from: ['./shared', ...APPS, './api', './e2e'].filter((zone) => zone !== `./${app}`).map((zone) => (zone.startsWith('./') ? zone : `./${zone}`)),
  message: `${app} may only use other packages through @pear/shared's public subpaths; remotes never import each other.`,
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.data/**', 'coverage/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/internal-regex': '^@pear/',
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
            { target: './shared', from: [...APPS.map((a) => `./${a}`), './api'], message: '@pear/shared must not depend on an app.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@pear/shared', '@pear/shared/src/*', '@pear/shared/*/*'], message: 'Import @pear/shared only through its public subpaths (config, store, api, domain, ui, mf).' },
            { group: ['@pear/marketing*', '@pear/onboarding*', '@pear/founder-dashboard*', '@pear/investor-dashboard*', '@pear/billing*', '@pear/shell*'], message: 'Apps never import each other; load remotes through the federation runtime.' },
          ],
        },
      ],
    },
  },
  {
    // Third-party clients are wrapped once (style.md): ky only in @pear/shared/api.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'Use the client in @pear/shared/api.' }],
          patterns: [
            { group: ['@pear/shared', '@pear/shared/src/*', '@pear/shared/*/*'], message: 'Import @pear/shared only through its public subpaths (config, store, api, domain, ui, mf).' },
            { group: ['@pear/marketing*', '@pear/onboarding*', '@pear/founder-dashboard*', '@pear/investor-dashboard*', '@pear/billing*', '@pear/shell*'], message: 'Apps never import each other; load remotes through the federation runtime.' },
          ],
        },
      ],
    },
  },
  {
    // ...and zustand's create only in @pear/shared/store.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/store/**', 'shared/src/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zustand/] ImportSpecifier[imported.name=/^(create|createStore)$/]",
          message: 'Only @pear/shared/store creates zustand stores; add a slice there instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
