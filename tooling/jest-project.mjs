// One jest project definition for every front-end package (jsdom + @swc/jest), so the transform,
// setup and module rules cannot drift between the shell, the remotes and @pear/shared.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} dir package folder relative to the repository root */
export function jsdomProject(dir) {
  return {
    displayName: dir,
    rootDir: join(rootDir, dir),
    // jsdom plus Node's fetch family (see shared/jest.environment.mjs).
    testEnvironment: join(rootDir, 'shared/jest.environment.mjs'),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [join(rootDir, 'shared/jest.setup.ts')],
    moduleNameMapper: {
      '^@pear/shared/(config|store|api|domain|ui|mf|deal-flow|dashboard|files|widgets)$': join(
        rootDir,
        'shared/src/$1/index.ts',
      ),
      // The contract's source (NodeNext style: relative imports end in .js and mean the .ts beside them).
      '^@pear/contract$': join(rootDir, 'contract/src/index.ts'),
      '^@pear/contract/domain$': join(rootDir, 'contract/src/domain/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    clearMocks: true,
    restoreMocks: true,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky ships ESM only; let swc transform it.
    transformIgnorePatterns: ['/node_modules/(?!ky/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    globals: { __PEAR_BUILD_ID__: 'test-build' },
  };
}
