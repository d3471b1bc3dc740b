/**
 * `describe` where the suite can run here; elsewhere `describe.skip` with the reason in its title, where
 * `pnpm test` reads it for its closing line (ops/test/count-reporter.cjs). The reason is "category: why",
 * a category of ops/src/cli/test-summary.ts naming the step that runs it instead:
 *   describeWhere(Boolean(process.env.TEST_PG_URL), 'postgresql-only: needs TEST_PG_URL')('registry on PostgreSQL', () => { … });
 */
export function describeWhere(runs: boolean, reason: string): (name: string, fn: () => void) => void {
  return (name, fn) => (runs ? describe(name, fn) : describe.skip(`${name} (skipped: ${reason})`, fn));
}
