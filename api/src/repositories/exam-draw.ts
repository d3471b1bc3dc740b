import { randomInt } from 'node:crypto';

/** One question of an attempt: its id, and its options' bank indexes in the order shown. */
export interface Drawn {
  q: number;
  o: number[];
}

function shuffled<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * An attempt's questions: `size` of the bank, those the learner has been shown least first (ties at random), in a
 * random order, each with its options in a random order. With a bank ≥ 2 × size, two attempts in a row share none.
 */
export function drawAttempt(bank: Array<{ id: number; options: unknown[]; seen: number }>, size: number): Drawn[] {
  const picked = shuffled(bank)
    .sort((a, b) => a.seen - b.seen)
    .slice(0, size);
  return shuffled(picked).map((q) => ({ q: q.id, o: shuffled(q.options.map((_, i) => i)) }));
}

/** Vietnam's clock (UTC+7, no daylight saving): "15:42 ngày 28/11/2026". */
export function vietnamTime(at: Date): string {
  const v = new Date(at.getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(v.getUTCHours())}:${two(v.getUTCMinutes())} ngày ${two(v.getUTCDate())}/${two(v.getUTCMonth() + 1)}/${v.getUTCFullYear()}`;
}
