// @ts-check
/**
 * ESLint, one config for the whole tree: typescript-eslint's recommended rules with type
 * information, React's hook rules, Docusaurus's own plugin, and Prettier's config last (layout is
 * Prettier's job: `npm run format`).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'bench/node_modules/',
      'bench/results/',
      // What npm run bench generates: a copy of the site four times over, and Docusaurus's template.
      'bench/work/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: {react, 'jsx-a11y': jsxA11y},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-array-index-key': 'error',
      // TypeScript checks props.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'src/**/client/*.ts', 'src/clientModules/*.ts', 'src/plugins/*/theme/**/*.ts'],
    plugins: {'react-hooks': reactHooks},
    // The rules of hooks, as Docusaurus's own code is linted; the React Compiler's further rules
    // (refs read in render, state set in effects) assume the compiler, which this site does not use.
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // Internal links in the site's components go through <Link> (prefetching, base URL, broken-link checks).
      '@docusaurus/no-html-links': 'error',
    },
  },
  {
    // Imports run one way: a plugin's MDX steps, components and client modules never import its build
    // side (the plugin module, index.ts); types aside, which vanish from the bundle.
    files: ['src/plugins/*/{remark,theme,client}/**/*.{ts,tsx}', 'src/theme/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(@site/src/plugins/[^/]+(/index)?|(\.\./)*\.\.(/index)?|\./index)$`,
              allowTypeImports: true,
              message: "A step, component or client module imports no plugin's build side (its index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  prettier,
);
