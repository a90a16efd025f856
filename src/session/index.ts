export { HOME_ROUTES, LOGIN_ROUTES, endSession, loginAdmin, loginUser, logout } from './login';
export { goBack, rememberedRoute, useGoBack, useRememberLastRoute } from './lastRoute';
export { useSession, type Session } from './useSession';
export { loadMemberships, selectWorkspace, switchWorkspace } from './workspace';
