// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_ELECTRON = {
  name: 'electron',
  message: 'Electron may only be imported under src-main/electron and src-preload.',
};

/** The sandbox and verity-audit are built on main's code, never part of it: the sandbox runs as its own process. */
const NO_APPS = {
  regex: '(^|/)apps/',
  message:
    'Main never imports apps/: the sandbox runs as a process of its own (services/sandbox/sandbox-process.ts).',
};

/** Each renderer feature may import only itself and shared renderer code (bulletproof-react's rule). */
function featureBoundaries() {
  let features;
  try {
    features = readdirSync('src-renderer/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return features.map((feature) => ({
    files: [`src-renderer/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_ELECTRON],
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message:
                'Features do not import each other; move shared code to src-renderer/components, hooks or lib.',
            },
            { group: ['../../*'], message: 'Use the @/ alias for code outside this feature.' },
            { group: ['node:*'], message: 'The renderer has no Node.' },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/**',
      // Written by scripts/generate-google-api.ts; tsc checks it, a unit test keeps it fresh.
      'src-main/services/google/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/**/*.ts', 'src-shared/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_ELECTRON] }] },
  },
  {
    files: ['src-main/**/*.ts'],
    ignores: ['src-main/electron/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_ELECTRON], patterns: [NO_APPS] }] },
  },
  {
    files: ['src-main/electron/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS] }] },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_ELECTRON],
          patterns: [
            { group: ['node:*'], message: 'src-shared runs in the renderer too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex, because gitignore-style groups cannot re-allow a file under a blocked `..`.
              regex: '^(?!(?:electron|\\./[\\w.-]+|\\.\\./src-shared/contract/(?:channels|build-api))$)',
              message:
                'The sandboxed preload imports only electron and the contract surface (no npm packages).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src-renderer/**/*.{ts,tsx}',
      'tests/unit/src-renderer/**/*.{ts,tsx}',
      'tests/support/renderer/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [NO_ELECTRON], patterns: [{ group: ['node:*'], message: 'The renderer has no Node.' }] },
      ],
    },
  },
  ...featureBoundaries(),
);
