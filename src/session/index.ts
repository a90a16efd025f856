export {
    HOME_ROUTES,
    LOGIN_ROUTES,
    endSession,
    loginAdmin,
    loginUser,
    logout,
    registerUser,
    type Registration,
} from './login';
export { goBack, rememberedRoute, useGoBack, useRememberLastRoute } from './lastRoute';
export { useSession, type Session } from './useSession';
export {
    OWN_ORGANIZATIONS_ROUTE,
    deleteWorkspace,
    leaveWorkspace,
    leaveWorkspaceWith,
    loadMemberships,
    refreshPermissions,
    refreshSuspension,
    selectWorkspace,
    switchWorkspace,
} from './workspace';
export {
    allows,
    storedPermissions,
    useCan,
    usePermissionList,
    type CurrentMembership,
    type PermissionNeed,
} from './permissions';
