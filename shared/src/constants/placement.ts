/** Page placement codes for banners and blocks (SPEC §3). */
export const PLACEMENT = {
  HOME: 1,
  COURSE: 2,
  EXAM_GATE: 3,
  MY_COURSES: 4,
  INTRO: 5,
  ERROR: 6,
  FOOTER: 7,
  SOLUTION: 10,
  HOME_MIDDLE: 17,
  HOME_BOTTOM: 18,
  EXAM_GATE_TOP: 20,
  EXAM_GATE_BOTTOM: 21,
  NEWS: 22,
  HASHTAG: 23,
  PARTNER_INTRO: 25,
  INTRO_FOOTER: 26,
  HOME_STUDY: 27,
} as const;

export type PlacementCode = (typeof PLACEMENT)[keyof typeof PLACEMENT];

/** Settings key holding the home banner background colour (SPEC §3). */
export const COLOR_BANNER_HOME = 'COLOR_BANNER_HOME';
