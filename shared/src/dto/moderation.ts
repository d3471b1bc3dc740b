export type { ModerationDecided, ModerationDecisionBody, ModerationItem, ModerationKind, ModerationQueue } from '../schemas/moderation';
