export * from './registry';
export * from './page-meta';
export * from './head';
export * from './apply-head';
export * from './ssr-payload';
export * from './remotes';
export type * from './contracts';
export * from './dev-override';
export * from './form-cookies';
