/** A field rule returns a Vietnamese message, or null when the value is acceptable. */
export type Rule = (value: string) => string | null;

/** Runs rules in order and returns the first message. */
export function firstError(value: string, ...rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;
