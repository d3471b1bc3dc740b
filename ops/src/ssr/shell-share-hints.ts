/**
 * The shell's files a page's remote code will ask for beyond the shell's start-up files: the lazily provided
 * singletons its expose consumes (the write hook on a course page). The shell's build lists them per share key in
 * its mf-manifest.json (`providedFiles`, ops/webpack/shared-files-manifest.cjs), the remote's build lists what each
 * expose consumes (`exposeShares`). Hinted in the head, they download beside the page's code instead of one round
 * trip after it (issue 31: usable within 1 s of visible on a phone). Files the template already hints are left out.
 */
export function shellShareHints(providedFiles: Record<string, string[]>, template: string, shares: string[]): string[] {
  const hrefs = shares.flatMap((key) => providedFiles[key] ?? []).map((file) => `/${file}`);
  return [...new Set(hrefs)].filter((href) => !template.includes(`href=${href}`) && !template.includes(`href="${href}"`));
}

/** `providedFiles` of the shell's manifest text ({} when it has none: an older shell, or the bench's monolith). */
export function providedFilesOf(manifestText: string | null): Record<string, string[]> {
  if (!manifestText) return {};
  try {
    return (JSON.parse(manifestText) as { providedFiles?: Record<string, string[]> }).providedFiles ?? {};
  } catch {
    return {};
  }
}
