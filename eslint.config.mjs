// One lint for the whole workspace (`pnpm lint`, run by `pnpm test` before the suites).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import edu from './ops/eslint/boundaries.cjs';
import opsLayers from './ops/eslint/ops-layers.cjs';

const SOURCES = ['**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.deploy/**',
      '.data/**',
      'reports/**',
      'test-results/**',
      'ops/test/fixtures/lint/**',
      'ops/monolith/generated-pages.ts',
    ],
  },
  {
    files: SOURCES,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile, edu },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] })] },
    rules: {
      'edu/boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The browser apps report through shared's logError (tagged remote@version, fed to telemetry), not console.
    files: ['shared/src/**', 'ui/src/**', 'shell/src/**', 'mf-*/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    // (allow: a list is required to replace the general block's warn/error/info, and 'none' names no console method)
    rules: { 'no-console': ['error', { allow: ['none'] }] },
  },
  {
    // React code: the hooks rules.
    files: ['shared/src/**', 'ui/src/**', 'shell/src/**', 'mf-*/src/**'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One endpoint map: the browser apps name an API path through shared's ENDPOINTS, never spell it.
    files: ['shared/src/**', 'ui/src/**', 'shell/src/**', 'mf-*/src/**'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/http/endpoints.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/(api|restapi)\\//]', message: 'Name the path through ENDPOINTS (shared/src/http/endpoints.ts).' },
        { selector: 'TemplateElement[value.raw=/^\\/(api|restapi)\\//]', message: 'Name the path through ENDPOINTS (shared/src/http/endpoints.ts).' },
      ],
    },
  },
  {
    // One react-router instance, tree-shaken: the apps route through @edu/shared/router (shared/src/router);
    // @edu/shared through its core and doors, never the whole barrel.
    files: ['shared/src/**', 'ui/src/**', 'shell/src/**', 'mf-*/src/**'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/router/**', 'shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from '@edu/shared/router': one shared, tree-shaken router for every app." },
            { name: 'react-router-dom', message: "Import from '@edu/shared/router': one shared, tree-shaken router for every app." },
            {
              name: '@edu/shared/platform',
              message:
                "Import from '@edu/shared/core' (it exports the platform too, shared once): '@edu/shared/platform' is for Node tools, and an app importing it bundles a second copy.",
            },
            {
              name: '@edu/shared/server',
              message: "Node only (node:crypto: the health token's key): the SSR side and the API use it; a browser app never signs or checks one.",
            },
            {
              name: '@edu/shared',
              message:
                "Import from '@edu/shared/core' (the one shared instance) or a door that is bundled only where used ('@edu/shared/dates', '/media', '/video', '/upload', '/rich-text'). The whole barrel ships whole on every page; it stays only for remote versions published before the doors.",
            },
          ],
        },
      ],
    },
  },
  {
    // ops' folders import downwards only (ops/eslint/ops-layers.cjs: cli → … → registry → storage → build).
    files: ['ops/src/**'],
    plugins: { ops: opsLayers },
    rules: { 'ops/ops-layers': 'error' },
  },
  {
    // Tests, benches and tooling: loose typing of fixtures, modules loaded fresh with require(), console output.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', '**/bench/**', 'ops/src/**', 'api/scripts/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      'no-control-regex': 'off',
    },
  },
  {
    // `declare global { var … }` is how a window-scoped singleton is typed.
    files: ['**/*.d.ts', 'shared/src/**'],
    rules: { 'no-var': 'off' },
  },
);
