/**
 * Table tests of pure functions (`@edu/shared/testing/table`, also re-exported by `@edu/shared/testing`;
 * needs only jest's globals, so node tests can use it too).
 */

/**
 * One test per row: the row's last cell is what `fn` answers for the cells before it (compared with
 * toEqual: Object.is for a value, structure for an object or array). `title` is it.each's; by default
 * each argument and the answer as JSON, `"0912" → "…"`.
 *   itAnswers(validateOtp, [['123456', null], ['12345', 'Mã OTP gồm 6 chữ số']]);
 * A function with optional parameters is named through a wrapper that takes only what the rows give:
 *   itAnswers((html: string) => sanitizeCourseHtml(html), rows);
 */
export function itAnswers<A extends unknown[], R>(fn: (...args: A) => R, rows: ReadonlyArray<readonly [...A, R]>, title?: string): void {
  const args = Math.max(0, (rows[0]?.length ?? 1) - 1);
  it.each(rows.map((row): unknown[] => [...row]))(title ?? `${Array(args).fill('%j').join(', ')} → %j`, (...row: unknown[]) => {
    expect(fn(...(row.slice(0, -1) as A))).toEqual(row[row.length - 1]);
  });
}
