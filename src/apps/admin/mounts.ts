import admin from '../../i18n/namespaces/admin';
import common from '../../i18n/namespaces/common';
import error from '../../i18n/namespaces/error';
import meta from '../../i18n/namespaces/meta';
import profile from '../../i18n/namespaces/profile';
import adminUser from '../../resources/admin-user';
import { mountDeclared } from '../../resources/declared/mount';
import user from '../../resources/user';
import workspace from '../../resources/workspace';

/** The translation namespaces the back-office (/admin) loads. */
export const adminNamespaces = { common, error, meta, profile, admin };

/** The declared resources the back-office mounts, in menu order: every platform resource, with these web modules. */
export const adminResources = mountDeclared('platform', [adminUser, user, workspace]);
