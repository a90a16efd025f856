export * from './types';
export * from './rules';
export * from './userMenus';
export * from './adminMenus';
