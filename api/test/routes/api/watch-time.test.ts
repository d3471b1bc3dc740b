import { appForFile, createTestApp } from '../../helpers/test-app';
import { strongSecret } from '../../helpers/secrets';
import { registerUser, type TestUser } from '../../helpers/users';
import { createClock, heartbeat, startWatching } from '../../helpers/watch';
import { loadConfig } from '../../../src/config';

/** Heartbeats are the only way watched time grows; each attack below is credited (far) less than it claims. */
const clock = createClock();
const file = appForFile('watch-time', { clock: clock.now });
const { call } = file;

let lesson: { id: number; course_id: number; duration_seconds: number };
let textLesson: number;
beforeAll(async () => {
  const { rows } = await file.db.query<typeof lesson>(
    `SELECT l.id, l.course_id, l.duration_seconds FROM lessons l JOIN courses c ON c.id = l.course_id
     WHERE c.price_new = 0 AND c.type <> 'combo' AND l.duration_seconds >= 600 ORDER BY l.id LIMIT 2`,
  );
  lesson = rows[0]!;
  // a lesson without video is read: made here from the second one
  textLesson = rows[1]!.id;
  await file.db.query('UPDATE lessons SET youtube = NULL, adaptive_link = NULL WHERE id = $1', [textLesson]);
});

const learner = async () => {
  const u = await registerUser(call);
  await call('POST', '/api/user/add_course.json', { course_id: lesson.course_id }, { token: u.token });
  return u;
};
const watchedOf = async (u: TestUser, id = lesson.id) =>
  (
    await file.db.query<{ watched_seconds: number; completed: boolean }>(
      'SELECT watched_seconds, completed FROM learning_logs WHERE user_id = $1 AND lesson_id = $2',
      [u.id, id],
    )
  ).rows[0] ?? { watched_seconds: 0, completed: false };

/** Each beat: wall-clock seconds since the previous one, then the position and rate the client claims. */
type Beat = [wait: number, position: number, rate: number];
const play = async (u: TestUser, beats: Beat[], nonce?: string) => {
  const n = nonce ?? (await startWatching(call, u, lesson.id)).nonce;
  let seq = 0;
  for (const [wait, position, rate] of beats) {
    clock.advance(wait);
    seq += 1;
    await heartbeat(call, u, { nonce: n, seq, position, rate });
  }
  return n;
};

describe('watched time, counted by the server', () => {
  it.each<[string, Beat[], number]>([
    [
      'honest playback at 1× for 2 minutes',
      [
        [30, 30, 1],
        [30, 60, 1],
        [30, 90, 1],
        [30, 120, 1],
      ],
      120,
    ],
    [
      'honest playback at 2×',
      [
        [30, 60, 2],
        [30, 120, 2],
      ],
      120,
    ],
    [
      'ATTACK: heartbeats in a burst, the position jumping to the end',
      [
        [0, 300, 1],
        [0, 590, 1],
      ],
      0,
    ],
    [
      'ATTACK: 4× claimed (faster than 2×) credits nothing',
      [
        [15, 60, 4],
        [15, 120, 4],
      ],
      0,
    ],
    [
      'ATTACK: 1× claimed while the position runs at 4× is capped at 2× the wall clock',
      [
        [15, 60, 1],
        [15, 120, 1],
      ],
      60,
    ],
    [
      'ATTACK: a seek to the end credits only the wall-clock time since the last beat',
      [
        [10, 20, 1],
        [10, 590, 1],
      ],
      40,
    ],
    ['ATTACK: a long idle gap counts as 60 s at most', [[3600, 500, 1]], 120],
    [
      'rewinding and re-watching the same minute counts it once',
      [
        [30, 30, 1],
        [30, 60, 1],
        [0, 0, 1],
        [30, 30, 1],
        [30, 60, 1],
      ],
      60,
    ],
  ])('%s → %i s credited', async (_name, beats, credited) => {
    const u = await learner();
    await play(u, beats);
    expect((await watchedOf(u)).watched_seconds).toBe(credited);
  });

  it('ATTACK: a replayed sequence number is refused and credits nothing; another learner’s nonce is unknown', async () => {
    const u = await learner();
    const nonce = await play(u, [[30, 30, 1]]);
    clock.advance(30);
    const replay = await heartbeat(call, u, { nonce, seq: 1, position: 60, rate: 1 });
    expect(replay.statusCode).toBe(409);
    expect(replay.body.message).toBe('Nhịp xem này đã được ghi nhận');
    expect((await watchedOf(u)).watched_seconds).toBe(30);
    const other = await learner();
    expect((await heartbeat(call, other, { nonce, seq: 5, position: 60, rate: 1 })).statusCode).toBe(404);
  });

  it('ATTACK: two sessions in parallel share one wall clock (no double speed by opening tabs)', async () => {
    const u = await learner();
    const a = (await startWatching(call, u, lesson.id)).nonce;
    const b = (await startWatching(call, u, lesson.id)).nonce;
    await heartbeat(call, u, { nonce: b, seq: 1, position: 300, rate: 1 }); // b starts at 300 (no time passed: nothing)
    for (let i = 1; i <= 4; i += 1) {
      clock.advance(30);
      await heartbeat(call, u, { nonce: a, seq: i, position: i * 60, rate: 2 });
      await heartbeat(call, u, { nonce: b, seq: i + 1, position: 300 + i * 60, rate: 2 });
    }
    // 120 s of wall clock at most 2× → 240 s, however many sessions claim it
    expect((await watchedOf(u)).watched_seconds).toBeLessThanOrEqual(240);
  });

  it('completes a lesson at 90 % of its duration watched, not before; the button is answered how much is left', async () => {
    const u = await learner();
    const { nonce, watch } = await startWatching(call, u, lesson.id);
    expect(watch).toEqual({ watched_seconds: 0, required_seconds: Math.ceil(lesson.duration_seconds * 0.9) });
    let position = 0;
    let seq = 0;
    while (position + 60 < watch.required_seconds) {
      clock.advance(30);
      position += 60;
      seq += 1;
      await heartbeat(call, u, { nonce, seq, position, rate: 2 });
    }
    const early = await call(
      'PATCH',
      '/api/user/lesson/learning_log.json',
      { lesson_id: lesson.id, position, progress: 100, completed: true },
      { token: u.token },
    );
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toMatch(/^Bạn cần xem thêm khoảng .+ video/);
    clock.advance(30);
    const done = await heartbeat(call, u, { nonce, seq: seq + 1, position: position + 60, rate: 2 });
    expect(done.body.data).toMatchObject({ log: { completed: true }, watch: { required_seconds: watch.required_seconds } });
  });

  it('a lesson without video is complete after 60 s of reading measured by the server', async () => {
    const u = await learner();
    const { nonce, watch } = await startWatching(call, u, textLesson);
    expect(watch.required_seconds).toBe(60);
    await heartbeat(call, u, { nonce, seq: 1, position: 9999, rate: 1 }); // no time passed
    expect((await watchedOf(u, textLesson)).watched_seconds).toBe(0);
    clock.advance(30);
    await heartbeat(call, u, { nonce, seq: 2, position: 0, rate: 1 });
    expect(await watchedOf(u, textLesson)).toEqual({ watched_seconds: 30, completed: false });
    clock.advance(30);
    await heartbeat(call, u, { nonce, seq: 3, position: 0, rate: 1 });
    expect(await watchedOf(u, textLesson)).toEqual({ watched_seconds: 60, completed: true });
  });

  it('a locked lesson gives no session', async () => {
    const stranger = await registerUser(call);
    const { rows } = await file.db.query<{ id: number }>('SELECT id FROM lessons WHERE course_id = $1 AND NOT is_free_preview LIMIT 1', [
      lesson.course_id,
    ]);
    expect((await call('POST', '/api/user/lesson/watch_session.json', { lesson_id: rows[0]!.id }, { token: stranger.token })).statusCode).toBe(403);
  });
});

describe('the e2e shortcut /api/test/lesson/watched.json', () => {
  it('exists under NODE_ENV=test, credits the lesson without completing it (the save does)', async () => {
    const u = await learner();
    const r = await call('POST', '/api/test/lesson/watched.json', { lesson_id: lesson.id }, { token: u.token });
    expect(r.body.data.watched_seconds).toBe(lesson.duration_seconds);
    expect((await watchedOf(u)).completed).toBe(false);
    const save = await call(
      'PATCH',
      '/api/user/lesson/learning_log.json',
      { lesson_id: lesson.id, position: 0, completed: true },
      { token: u.token },
    );
    expect(save.body.data.log.completed).toBe(true);
  });

  it('is absent in production: off by configuration, refused if forced on, and not routed when off', async () => {
    const secrets = { JWT_SECRET: strongSecret(), PAYMENT_SECRET: strongSecret() };
    expect(loadConfig({ databaseUrl: 'postgres://x', dataDir: '/nonexistent' }, { NODE_ENV: 'production', ...secrets }).testTools).toBe(false);
    expect(loadConfig({ databaseUrl: 'postgres://x', dataDir: '/nonexistent' }, { NODE_ENV: 'development' }).testTools).toBe(false);
    expect(() =>
      loadConfig({ databaseUrl: 'postgres://x', dataDir: '/nonexistent', testTools: true }, { NODE_ENV: 'production', ...secrets }),
    ).toThrow(/NODE_ENV=test tools must be off/);
    const off = await createTestApp('watch-time-off', { testTools: false });
    try {
      expect(off.app.routeTable.some((r) => r.url.startsWith('/api/test/'))).toBe(false);
      expect((await off.app.inject({ method: 'POST', url: '/api/test/lesson/watched.json', payload: { lesson_id: lesson.id } })).statusCode).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });
});
