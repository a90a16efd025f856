import adminUser from '../../resources/admin-user';
import { mountDeclared } from '../../resources/declared/mount';
import user from '../../resources/user';
import workspace from '../../resources/workspace';

/** The declared resources the back-office mounts, in menu order: every platform resource, with these web modules. */
export const adminResources = mountDeclared('platform', [adminUser, user, workspace]);
