export type * from './envelope';
export type * from './catalogue';
export type * from './session';
