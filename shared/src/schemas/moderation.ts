import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from './common';

export const ModerationKind = Type.Union([Type.Literal('review'), Type.Literal('question'), Type.Literal('answer')]);
export type ModerationKind = Static<typeof ModerationKind>;

/** One reported item with its open reports (those since the last moderator's decision). */
export const ModerationItem = Type.Object({
  kind: ModerationKind,
  target: Type.String({ description: "'<course id>:<author id>' for a review, the id for a question or an answer" }),
  body: Type.String({ description: 'plain text, as its author wrote it' }),
  author: Type.String(),
  context: Type.String({ description: 'the course (and the lesson) it is on' }),
  link: Type.String({ description: 'the course page' }),
  hidden: Type.Boolean({ description: 'hidden now (by weighty reports, or by a moderator)' }),
  reports: Type.Integer({ minimum: 1 }),
  weight: Type.Number({ description: 'the reports’ weight together (a trusted report weighs 1; HIDE_WEIGHT hides)' }),
  reasons: Type.Array(Type.String()),
  last_reported_at: Timestamp,
});
export type ModerationItem = Static<typeof ModerationItem>;

/** GET /api/admin/moderation.json — the queue, heaviest first. */
export const ModerationQueue = Type.Object({ items: Type.Array(ModerationItem), hide_weight: Type.Number() });
export type ModerationQueue = Static<typeof ModerationQueue>;

/** POST /api/admin/moderation/decide.json */
export const ModerationDecisionBody = Type.Object({
  kind: ModerationKind,
  target: Type.String({ pattern: '^\\d{1,10}(:\\d{1,10})?$' }),
  decision: Type.Union([Type.Literal('hide'), Type.Literal('keep')]),
});
export type ModerationDecisionBody = Static<typeof ModerationDecisionBody>;

export const ModerationDecided = Type.Object({ kind: ModerationKind, target: Type.String(), hidden: Type.Boolean() });
export type ModerationDecided = Static<typeof ModerationDecided>;
