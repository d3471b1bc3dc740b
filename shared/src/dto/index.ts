export type * from './envelope';
export type * from './catalogue';
export type * from './session';
export type * from './commerce';
export type * from './learning';
export type * from './content';
export type * from './reviews';
export type * from './exams';
