export * from './types';
export * from './rules';
export * from './userMenus';
export * from './adminMenus';
export { readPermissionOf } from './resourceItem';
