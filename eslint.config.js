// ESLint (flat config): JavaScript and TypeScript recommended rules everywhere; hooks rules and jsx-a11y on components.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.probe/**',
      'coverage/**',
      'test-results/**',
      'bench/results/**',
      'src/cart-client/storefront.generated.ts',
      // What the example apps' builds write when run in place (their READMEs).
      'examples/next/.next/**',
      'examples/react-router/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters, rest siblings).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Tests and the emulator read arbitrary JSON answers; typing each one would only restate the schema.
  { files: ['test/**', 'emulator/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
