import { appForFile } from '../../helpers/test-app';
import { registerUser } from '../../helpers/users';

// The age gate (docs/decisions/2026-11-27-age-gate-trigger.md): a mock exam starts only for a learner whose
// profile has a date of birth at least 13 years back; the age modal's confirmed date is what unlocks it.
const file = appForFile('exam-age-gate');
const { call } = file;
const SLUG = 'thi-thu-toan-vao-10';

/** dd offset years before today (Vietnam's calendar day), as YYYY-MM-DD. */
const yearsAgo = (years: number, extraDays = 0) => {
  const d = new Date(Date.now() + 7 * 3600_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
};

describe('starting a mock exam', () => {
  it('without a date of birth: 428 asking for it (age_required), nothing started; after the profile has one, it starts', async () => {
    const u = await registerUser(call);
    const asked = await call('POST', '/api/user/exam/start.json', { slug: SLUG }, { token: u.token });
    expect(asked.statusCode).toBe(428);
    expect(asked.body.message).toBe('Vui lòng xác nhận ngày sinh trước khi làm bài thi thử');
    expect(asked.body.data).toEqual({ age_required: true, min_age: 13 });
    expect((await file.db.query('SELECT count(*)::int AS n FROM exam_attempts WHERE user_id = $1', [u.id])).rows[0].n).toBe(0);

    // what the age modal does for a signed-in learner: the confirmed date goes to the profile
    const saved = await call('PATCH', '/api/user/user.json', { birthday: yearsAgo(13) }, { token: u.token });
    expect(saved.statusCode).toBe(200);
    const started = await call('POST', '/api/user/exam/start.json', { slug: SLUG }, { token: u.token });
    expect(started.statusCode).toBe(200);
    expect(started.body.data.questions.length).toBeGreaterThan(0);
  });

  it('a learner a day short of 13 is refused in Vietnamese, and may not simply be asked again', async () => {
    const u = await registerUser(call);
    await call('PATCH', '/api/user/user.json', { birthday: yearsAgo(13, 1) }, { token: u.token });
    const refused = await call('POST', '/api/user/exam/start.json', { slug: SLUG }, { token: u.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Bài thi thử dành cho học viên từ 13 tuổi');
    expect(refused.body.data).toEqual({ age_required: false, min_age: 13 });
  });
});
