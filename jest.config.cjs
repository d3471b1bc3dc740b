/** One jest run covers every package; the reporter prints the counted closing line CI reads. */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
// style-loader handles .css in webpack; tests only need the import to resolve.
const dom = {
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/ops/test/jsdom-setup.cjs'],
  setupFilesAfterEnv: ['<rootDir>/ops/test/dom-cleanup.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/ops/test/style-stub.cjs' },
};
// Remote folders: every mf-* package, as the workspace takes them (ops/test/remote-list.test.ts holds them equal
// to the one list of remotes). Not read through tsx here: its loader would stay registered for jest's globalSetup.
const fs = require('node:fs');
const path = require('node:path');
const REMOTE_DIRS = fs
  .readdirSync(__dirname)
  .filter((d) => d.startsWith('mf-') && fs.existsSync(path.join(__dirname, d, 'package.json')))
  .sort();
const base = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'] };

module.exports = {
  reporters: ['default', '<rootDir>/ops/test/count-reporter.cjs'],
  projects: [
    {
      ...base,
      displayName: 'shared',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['\\.dom\\.test\\.ts$'],
    },
    { ...base, ...dom, displayName: 'shared-dom', roots: ['<rootDir>/shared'], testMatch: ['**/*.test.tsx', '**/*.dom.test.ts'] },
    { ...base, ...dom, displayName: 'ui', roots: ['<rootDir>/ui'], testMatch: ['**/*.test.ts?(x)'] },
    { ...base, ...dom, displayName: 'shell', roots: ['<rootDir>/shell'], testMatch: ['**/*.test.ts?(x)'] },
    { ...base, ...dom, displayName: 'remotes', roots: REMOTE_DIRS.map((dir) => `<rootDir>/${dir}`), testMatch: ['**/*.test.ts?(x)'] },
    { ...base, displayName: 'ops', testEnvironment: 'node', roots: ['<rootDir>/ops'], testMatch: ['**/*.test.ts'] },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
    },
  ],
};
