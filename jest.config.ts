/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// swc strips types only; `npm run typecheck` (tsc) checks them as its own step.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  transform,
  moduleNameMapper: { '^@shared/(.*)$': '<rootDir>/shared/src/$1' },
  testEnvironment: 'node',
  rootDir: __dirname,
  setupFiles: ['<rootDir>/scripts/test/jest-env.js'],
  // A test that prints without mocking the console fails (scripts/test/fail-on-console.ts).
  setupFilesAfterEnv: ['<rootDir>/scripts/test/fail-on-console.ts'],
} satisfies Config;

const config: Config = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{shared,functions/src,web/src,scripts}/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/functions/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/functions/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/functions/test/integration/global-teardown.ts',
    },
    { ...common, displayName: 'infra', testMatch: ['<rootDir>/infra/test/**/*.test.ts'] },
  ],
};

export default config;
