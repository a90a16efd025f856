import admin from '../../i18n/namespaces/admin';
import common from '../../i18n/namespaces/common';
import error from '../../i18n/namespaces/error';
import meta from '../../i18n/namespaces/meta';
import profile from '../../i18n/namespaces/profile';

// apart from the namespaces, so the menus (shared by both apps) do not bring the back-office's texts along
export { adminResources } from './resources';

/** The translation namespaces the back-office (/admin) loads. */
export const adminNamespaces = { common, error, meta, profile, admin };
