import type { Call } from './client';
import type { TestUser } from './users';

/** A fake wall clock for the API (BuildOptions.clock): time moves only when a test says so. */
export function createClock(start = Date.UTC(2026, 10, 27, 8)) {
  let t = start;
  return { now: () => t, advance: (seconds: number) => void (t += seconds * 1000) };
}
export type FakeClock = ReturnType<typeof createClock>;

export const startWatching = async (call: Call, u: TestUser, lessonId: number) => {
  const r = await call('POST', '/api/user/lesson/watch_session.json', { lesson_id: lessonId }, { token: u.token });
  if (r.statusCode !== 200) throw new Error(`watch_session: ${r.statusCode} ${r.body.message}`);
  return r.body.data as { nonce: string; watch: { watched_seconds: number; required_seconds: number } };
};

export const heartbeat = (call: Call, u: TestUser, body: { nonce: string; seq: number; position: number; rate: number }) =>
  call('POST', '/api/user/lesson/heartbeat.json', body, { token: u.token });

/**
 * Plays a whole lesson as the player does: a session, then a heartbeat every `every` seconds of wall clock at
 * `rate`, to the end of the video. Answers the last heartbeat's response.
 */
export async function watchThrough(call: Call, clock: FakeClock, u: TestUser, lessonId: number, { every = 30, rate = 2 } = {}) {
  const { nonce } = await startWatching(call, u, lessonId);
  const duration = await lessonDuration(call, u, lessonId);
  let position = 0;
  let seq = 0;
  let last;
  do {
    clock.advance(every);
    position = Math.min(duration, position + every * rate);
    seq += 1;
    last = await heartbeat(call, u, { nonce, seq, position, rate });
    if (last.statusCode !== 200) throw new Error(`heartbeat: ${last.statusCode} ${last.body.message}`);
  } while (position < duration);
  return last;
}

const lessonDuration = async (call: Call, u: TestUser, lessonId: number): Promise<number> =>
  (await call('GET', '/api/user/lesson/details.json', undefined, { query: { id: lessonId }, token: u.token })).body.data.lesson.duration_seconds;
