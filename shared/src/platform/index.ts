export * from './registry';
export * from './page-meta';
