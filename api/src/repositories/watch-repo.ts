import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { withTransaction } from '../db/database';

/** Share of a video lesson's duration that must be watched (docs/decisions/2026-11-27-server-vouched-completion.md). */
export const COMPLETION_SHARE = 0.9;
/** The fastest playback credited: wall-clock time × this at most. Heartbeats claiming more are credited nothing. */
export const MAX_RATE = 2;
/** Longer gaps between heartbeats count as this many seconds (a closed laptop does not watch). */
export const MAX_GAP_SECONDS = 60;
/** A lesson without video is read: this much wall-clock time with the lesson open. */
export const READING_SECONDS = 60;

export interface WatchLesson {
  id: number;
  course_id: number;
  duration_seconds: number;
  youtube: string | null;
  adaptive_link: string | null;
}

const hasVideo = (l: Pick<WatchLesson, 'youtube' | 'adaptive_link'>) => Boolean(l.youtube || l.adaptive_link);

/** Seconds of a lesson the server must have credited before it counts as learnt. */
export function requiredSeconds(l: Pick<WatchLesson, 'duration_seconds' | 'youtube' | 'adaptive_link'>): number {
  return hasVideo(l) && l.duration_seconds > 0 ? Math.ceil(l.duration_seconds * COMPLETION_SHARE) : READING_SECONDS;
}

export interface Beat {
  seq: number;
  position: number;
  rate: number;
}

/**
 * The range of the video (whole seconds, [start, end)) one heartbeat credits: the part just before `position`,
 * no longer than the wall-clock time since the previous heartbeat × MAX_RATE (a seek credits only that much),
 * nothing at a claimed rate above MAX_RATE or when playing backwards. A reading lesson credits wall-clock time.
 */
export function creditedRange(
  beat: Beat,
  last: { position: number; watched: number },
  elapsedSeconds: number,
  lesson: Pick<WatchLesson, 'duration_seconds' | 'youtube' | 'adaptive_link'>,
): [number, number] | null {
  const elapsed = Math.min(Math.max(elapsedSeconds, 0), MAX_GAP_SECONDS);
  if (!hasVideo(lesson)) {
    const start = Math.min(last.watched, READING_SECONDS);
    const end = Math.min(READING_SECONDS, start + Math.floor(elapsed));
    return end > start ? [start, end] : null;
  }
  if (beat.rate > MAX_RATE) return null;
  const delta = beat.position - last.position;
  if (delta <= 0) return null;
  const credit = Math.min(delta, elapsed * MAX_RATE);
  const end = Math.min(Math.floor(beat.position), lesson.duration_seconds);
  const start = Math.max(0, Math.ceil(beat.position - credit));
  return end > start ? [start, end] : null;
}

const LOG = `lesson_id, position_seconds AS position, progress, completed, updated_at, watched_seconds`;

/** Watch sessions and their heartbeats: the only way watched time (and so completion) grows. */
export class WatchRepository {
  constructor(private readonly db: Pool) {}

  /** A new session of the learner on the lesson: its nonce, which every heartbeat of it carries. */
  async start(userId: number, lessonId: number, now: number): Promise<string> {
    const nonce = randomBytes(18).toString('base64url');
    await this.db.query(
      'INSERT INTO watch_sessions (nonce, user_id, lesson_id, started_at, last_at) VALUES ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($4 / 1000.0))',
      [nonce, userId, lessonId, now],
    );
    return nonce;
  }

  /**
   * Takes one heartbeat: 'unknown' for a nonce that is not the learner's, 'replay' for a sequence number already
   * seen. The learner's clock row is locked, so parallel sessions share one wall-clock budget.
   */
  async beat(userId: number, nonce: string, beat: Beat, now: number) {
    return withTransaction(this.db, async (c) => {
      const { rows } = await c.query(
        `SELECT lesson_id, last_seq, last_position, extract(epoch FROM last_at) * 1000 AS last_ms FROM watch_sessions
         WHERE nonce = $1 AND user_id = $2 FOR UPDATE`,
        [nonce, userId],
      );
      const s = rows[0];
      if (!s) return 'unknown' as const;
      if (beat.seq <= s.last_seq) return 'replay' as const;
      const lesson = (
        await c.query<WatchLesson>('SELECT id, course_id, duration_seconds, youtube, adaptive_link FROM lessons WHERE id = $1', [s.lesson_id])
      ).rows[0];
      if (!lesson) return 'unknown' as const;
      await c.query(`INSERT INTO watch_clocks (user_id, credited_at) VALUES ($1, to_timestamp(0)) ON CONFLICT (user_id) DO NOTHING`, [userId]);
      const clock = await c.query('SELECT extract(epoch FROM credited_at) * 1000 AS ms FROM watch_clocks WHERE user_id = $1 FOR UPDATE', [userId]);
      const since = Math.max(Number(s.last_ms), Number(clock.rows[0].ms));
      const log = await this.current(c, userId, lesson);
      const range = creditedRange(beat, { position: Number(s.last_position), watched: log?.watched_seconds ?? 0 }, (now - since) / 1000, lesson);
      await c.query('UPDATE watch_sessions SET last_at = to_timestamp($2 / 1000.0), last_seq = $3, last_position = $4 WHERE nonce = $1', [
        nonce,
        now,
        beat.seq,
        beat.position,
      ]);
      await c.query('UPDATE watch_clocks SET credited_at = to_timestamp($2 / 1000.0) WHERE user_id = $1', [userId, now]);
      return this.credit(c, userId, lesson, Math.floor(beat.position), range);
    });
  }

  /** TEST TOOLS ONLY (routes/api/test): the whole lesson credited as watched, as if played through (not completed: a save asks). */
  async creditAll(userId: number, lesson: WatchLesson) {
    return withTransaction(this.db, (c) =>
      this.credit(c, userId, lesson, 0, [0, hasVideo(lesson) ? lesson.duration_seconds : READING_SECONDS], false),
    );
  }

  private async current(c: PoolClient, userId: number, lesson: WatchLesson) {
    const { rows } = await c.query('SELECT watched_seconds FROM learning_logs WHERE user_id = $1 AND lesson_id = $2', [userId, lesson.id]);
    return rows[0] as { watched_seconds: number } | undefined;
  }

  /** Adds the range to what was watched (overlaps count once) and completes the lesson when enough is. */
  private async credit(c: PoolClient, userId: number, lesson: WatchLesson, position: number, range: [number, number] | null, complete = true) {
    await c.query(
      `INSERT INTO learning_logs (user_id, lesson_id, course_id, position_seconds, watched)
       VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN '{}'::int4multirange ELSE int4multirange(int4range($5, $6)) END)
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET position_seconds = EXCLUDED.position_seconds,
         watched = learning_logs.watched + EXCLUDED.watched, updated_at = now()`,
      [userId, lesson.id, lesson.course_id, Math.min(position, 86_400), range?.[0] ?? null, range?.[1] ?? null],
    );
    const { rows } = await c.query(
      `UPDATE learning_logs g SET watched_seconds = w.total, completed = g.completed OR ($4 AND w.total >= $3)
       FROM (SELECT coalesce(sum(upper(r) - lower(r)), 0)::int AS total FROM learning_logs, unnest(watched) r
             WHERE user_id = $1 AND lesson_id = $2) w
       WHERE g.user_id = $1 AND g.lesson_id = $2 RETURNING ${LOG}`,
      [userId, lesson.id, requiredSeconds(lesson), complete],
    );
    return rows[0] as { lesson_id: number; position: number; progress: number; completed: boolean; updated_at: string; watched_seconds: number };
  }
}
