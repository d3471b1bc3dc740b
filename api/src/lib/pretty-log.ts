/** pino's numeric levels → a word a person reads at a glance. */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };

/**
 * One log line as a person reads it in a terminal (`pnpm start`): "12:01:02 WARN  message {details}".
 * Production keeps pino's JSON lines, which machines read. A line that is not JSON passes unchanged.
 */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const { level, time, msg, pid: _pid, hostname: _host, ...details } = entry;
  const at = typeof time === 'number' ? new Date(time).toTimeString().slice(0, 8) : '--:--:--';
  const word = LEVELS[Number(level)] ?? String(level);
  const rest = Object.keys(details).length ? ` ${JSON.stringify(details)}` : '';
  return `${at} ${word} ${String(msg ?? '')}${rest}\n`;
}

/** A destination for Fastify's logger that writes formatted lines. */
export const prettyLogStream = (out: NodeJS.WritableStream = process.stdout) => ({
  write: (line: string) => void out.write(formatLogLine(line)),
});
