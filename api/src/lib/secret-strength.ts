/**
 * How much a secret could have been guessed: its length times the Shannon entropy of its own characters. A
 * generated secret (`openssl rand -base64 48`: ~64 characters over ~50 distinct ones) scores well over 250 bits;
 * "a" × 32 scores 0, a word repeated to length scores under the bar. It is an estimate from above (a phrase of
 * common words scores better than it deserves); 112 bits lets the shortest generated secret we suggest (24 random
 * bytes in base64, 32 characters: at worst ~124 bits in 10,000 draws) through. Runs ("abcdef…", "123456…") are
 * refused on their own: their characters are all different, their order is not.
 */
export const MIN_SECRET_BITS = 112;

export function estimatedBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/** Why `secret` is too weak, or null: too short, or too little entropy. */
export function weakness(secret: string, minLength = 32): string | null {
  if (secret.length < minLength) return `shorter than ${minLength} characters`;
  const chars = [...secret].map((c) => c.codePointAt(0)!);
  const stepped = chars.slice(1).filter((c, i) => Math.abs(c - chars[i]!) <= 1).length;
  if (stepped * 2 >= chars.length - 1) return 'too predictable (a run or a repeated character)';
  const bits = Math.floor(estimatedBits(secret));
  return bits < MIN_SECRET_BITS ? `too predictable (~${bits} bits of entropy, at least ${MIN_SECRET_BITS} needed)` : null;
}
