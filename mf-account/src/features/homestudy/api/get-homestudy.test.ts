import { toPlans, toProgrammes } from './get-homestudy';

const NOW = Date.parse('2025-06-15T00:00:00Z');

describe('toPlans', () => {
  it('keeps home-study plans and tells active from expired', () => {
    const plans = toPlans([
      { subscription_plan_id: 2, name: 'Gói Home-study năm', path: '/home-study', end_date: '2026-01-01T00:00:00Z', start_date: '2025-01-01T00:00:00Z' },
      { subscription_plan_id: 3, name: 'Cũ', path: '/home-study/toan', end_date: '2025-01-01T00:00:00Z' },
      { subscription_plan_id: 1, name: 'Gói khác', path: '/khoa-hoc', end_date: '2026-01-01T00:00:00Z' },
    ], NOW);
    expect(plans.map((p) => [p.id, p.active])).toEqual([[2, true], [3, false]]);
  });
  it.each([[null], [{}], ['x']])('%j → no plans', (raw) => expect(toPlans(raw, NOW)).toEqual([]));
});

describe('toProgrammes', () => {
  it('lists the programmes, not the hub or the station', () => {
    expect(toProgrammes({
      page: { slug: 'home-study', title: 'Home-study' },
      siblings: [{ slug: 'tieng-anh-tai-nha', title: 'Tiếng Anh tại nhà' }, { slug: 'station', title: 'Station' }],
    })).toEqual([{ slug: 'tieng-anh-tai-nha', title: 'Tiếng Anh tại nhà' }]);
  });
  it('copes with nothing', () => expect(toProgrammes(null)).toEqual([]));
});
