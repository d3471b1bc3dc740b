import { formatLogLine } from '../../src/lib/pretty-log';

/** `pnpm start` prints log lines a person reads; production keeps JSON. */
describe('readable log lines', () => {
  const at = new Date(2026, 10, 24, 9, 5, 7).getTime();

  it.each([
    [
      'a warning with details',
      { level: 40, time: at, pid: 1, hostname: 'vm', msg: 'client reported a platform error', remote: 'mf_content' },
      '09:05:07 WARN  client reported a platform error {"remote":"mf_content"}\n',
    ],
    [
      'an error without details',
      { level: 50, time: at, pid: 1, hostname: 'vm', msg: 'database unreachable' },
      '09:05:07 ERROR database unreachable\n',
    ],
    ['an unknown level', { level: 35, time: at, msg: 'x' }, '09:05:07 35 x\n'],
  ])('%s', (_name, entry, expected) => {
    expect(formatLogLine(`${JSON.stringify(entry)}\n`)).toBe(expected);
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine('Server listening')).toBe('Server listening\n');
  });
});
