import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = dirname(fileURLToPath(import.meta.url));

/** @type {import('@swc/core').Options} */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
  },
  sourceMaps: 'inline',
};

/** Jest project for @pear/shared (usable alone or from the root config's `projects`). */
/** @type {import('jest').Config} */
const config = {
  displayName: 'shared',
  rootDir,
  testEnvironment: '<rootDir>/jest.environment.mjs',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', swcOptions] },
  // ky ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!ky/)'],
  moduleNameMapper: { '^@pear/shared/(config|store|api|domain|ui|mf)$': '<rootDir>/src/$1/index.ts' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};

export default config;
