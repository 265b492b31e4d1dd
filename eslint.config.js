import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import direction (STYLE.md): common <- analyzer <- server; common <- client. */
const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group,
        message: 'This import breaks the one-way import direction (see STYLE.md).',
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'drizzle/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        ['**/server/**'],
        ['**/analyzer/**'],
        ['node:*'],
        ['pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify', '@fastify/*'],
      ]),
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: restrict([['**/server/**'], ['**/client/**'], ['**/analyzer/**'], ['node:*']]),
  },
  {
    files: ['src/analyzer/**/*.ts'],
    ignores: ['src/analyzer/cli.ts', 'src/analyzer/**/*.test.ts'],
    rules: restrict([
      ['**/server/**'],
      ['**/client/**'],
      ['react', 'react-dom', 'fastify', '@fastify/*', 'drizzle-orm', 'pg'],
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([['**/client/**']]),
  },
);
