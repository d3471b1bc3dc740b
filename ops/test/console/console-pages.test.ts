import { healthChart } from '../../src/console/chart';
import { pendingFrom } from '../../src/console/console-handler';
import { consolePage, describeAction } from '../../src/console/pages';
import { emptyRemote, emptyState } from '../../src/registry/types';

describe('pendingFrom: what a console form may ask for', () => {
  it.each([
    [
      'promote with a version',
      'action=promote&remote=mf_content&version=1.0.0-abc',
      { action: 'promote', remote: 'mf_content', version: '1.0.0-abc' },
    ],
    ['rollback to the previous version', 'action=rollback&remote=mf_content', { action: 'rollback', remote: 'mf_content', version: undefined }],
    [
      'canary with a percent',
      'action=canary&remote=mf_content&version=1.0.0-abc&percent=10',
      { action: 'canary', remote: 'mf_content', version: '1.0.0-abc', percent: '10' },
    ],
    ['promote without a version', 'action=promote&remote=mf_content', null],
    ['an unknown action', 'action=delete&remote=mf_content', null],
    ['a remote name that is not one', 'action=rollback&remote=../../etc', null],
    ['a version with markup', 'action=promote&remote=mf_content&version=<b>1</b>', null],
  ])('%s', (_name, query, expected) => expect(pendingFrom(new URLSearchParams(query))).toEqual(expected));
});

describe('describeAction', () => {
  it.each([
    [{ action: 'promote', remote: 'mf_content', version: '1.0.0-a' }, 'Đưa mf_content@1.0.0-a lên live'],
    [{ action: 'rollback', remote: 'mf_content' }, 'Quay mf_content lại phiên bản trước'],
    [{ action: 'rollback', remote: 'mf_content', version: '1.0.0-a' }, 'Quay mf_content lại 1.0.0-a'],
    [{ action: 'canary', remote: 'mf_content', version: '1.0.0-a', percent: '10' }, 'Canary mf_content@1.0.0-a'],
    [{ action: 'canary', remote: 'mf_content', version: '1.0.0-a', percent: '0' }, 'Dừng canary của mf_content'],
  ] as const)('%j', (action, text) => expect(describeAction(action)).toBe(text));
});

describe('the console page', () => {
  const state = emptyState();
  state.remotes.mf_content = {
    ...emptyRemote(),
    live: '1.0.0-a',
    versions: { '1.0.0-a': { version: '1.0.0-a', publishedAt: '2026-11-25T10:00:00Z', publishedBy: 'ci', files: {}, integrity: '', exposes: [] } },
  };
  state.audit.push({
    at: '2026-11-25T10:01:00Z',
    by: '<img src=x onerror=alert(1)>',
    action: 'promote',
    remote: 'mf_content',
    version: '1.0.0-a',
    reason: '<script>alert(1)</script>',
  });

  it('escapes what the registry holds (names and reasons are typed by people)', () => {
    const html = consolePage(state, { owner: 'squad', remotes: ['*'] }, 'không có số liệu');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('offers changes only on the remotes the token may deploy', () => {
    expect(consolePage(state, { owner: 'squad', remotes: ['mf_account'] }, '')).toContain('Mã của bạn không được triển khai remote này.');
    expect(consolePage(state, { owner: 'squad', remotes: ['mf_content'] }, '')).not.toContain('Mã của bạn không được triển khai remote này.');
  });
});

describe('healthChart', () => {
  const from = Date.parse('2026-11-25T10:00:00Z');
  const step = 10 * 60_000;
  it('draws one bar per bucket with traffic, errors in red, and says the totals', () => {
    const svg = healthChart(
      [
        { at: '2026-11-25T10:00:00Z', loads: 10, errors: 0 },
        { at: '2026-11-25T10:20:00Z', loads: 5, errors: 5 },
        { at: '2026-11-25T09:00:00Z', loads: 99, errors: 0 }, // before the window: not drawn
      ],
      from,
      from + 6 * step,
      step,
    );
    expect(svg.match(/fill="#3f83f8"/g)).toHaveLength(2);
    expect(svg.match(/fill="#e02424"/g)).toHaveLength(1);
    expect(svg).toContain('aria-label="15 lượt tải, 5 lỗi"');
  });
});
