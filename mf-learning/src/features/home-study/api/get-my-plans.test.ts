import { toHomeStudyPlans, type MyPlanDto } from './get-my-plans';

const NOW = Date.parse('2025-06-15T00:00:00Z');
const plan = (id: number, path: string, end: string, name = `Gói ${id}`): MyPlanDto => ({
  subscription_plan_id: id,
  path,
  end_date: end,
  name,
  cycle: 5,
  start_date: '2025-01-01T00:00:00Z',
});

describe('toHomeStudyPlans', () => {
  it.each([
    ['an active home-study plan', plan(2, '/home-study', '2026-01-01T00:00:00Z'), [[2, true]]],
    ['an expired programme plan', plan(3, '/home-study/toan', '2025-01-01T00:00:00Z'), [[3, false]]],
    ['a plan ending this very moment is over', plan(4, '/home-study', '2025-06-15T00:00:00Z'), [[4, false]]],
    ['another product’s plan is not home-study', plan(1, '/khoa-hoc', '2026-01-01T00:00:00Z'), []],
  ])('%s', (_, input, expected) => {
    expect(toHomeStudyPlans([input], NOW).map((p) => [p.id, p.active])).toEqual(expected);
  });

  it('names an unnamed plan', () => {
    expect(toHomeStudyPlans([plan(5, '/home-study', '2026-01-01T00:00:00Z', '')], NOW)[0]!.name).toBe('Gói Home-study');
  });
});
