// One flat config for the whole workspace; each package runs `eslint .` and ESLint
// finds this file by walking up from the package.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/data/**',
      '**/test-results/**',
      '**/storybook-static/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Only the BFF's config module reads the environment (STYLE habit 8).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Build scripts, tool configs, tests and benchmarks may read the environment.
    files: [
      '**/*.config.ts',
      '**/*.config.js',
      '**/config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      '**/test/**',
      '**/scripts/**',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Every journey fails on a CSP violation in the browser console (issue 33): its test comes
    // from e2e/support/test.ts, which wraps Playwright's.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from './support/test.ts': it fails a journey on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
