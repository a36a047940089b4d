// One linter for the whole tree: typescript-eslint with type information (floating promises,
// misused promises), React's hooks rules for the web app, and Prettier owning layout
// (eslint-config-prettier switches off every rule that would fight it).
// Import boundaries and cycles are dependency-cruiser's job (.dependency-cruiser.cjs).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Only a process's composition root and the config modules may read the environment
// (STYLE.md 4); everything else receives what it needs.
const readsEnvironment = [
  '**/main.ts',
  '**/config.ts',
  'scripts/**',
  'web/scripts/**',
  '**/test/**',
  '**/vite.config.ts',
  '**/vitest.config.ts',
  'db/drizzle.config.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'web/test/screenshots/**',
      'web/src/api/openapi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One TypeScript program for the whole tree (the root tsconfig): the project service would
      // build one per workspace, each checking the shared packages again.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify plugins and queue drivers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in a config module or main.ts and pass it down.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: readsEnvironment, rules: { 'no-restricted-properties': 'off' } },
  {
    // Tests read JSON bodies (`res.json()` is `any`) and assert on them with expect().
    files: ['**/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
