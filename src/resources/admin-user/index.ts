import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { createElement } from 'react';
import { AccountCreate } from '../user/AccountCreate';
import { AccountEdit } from '../user/AccountEdit';
import { AccountList } from '../user/AccountList';

const label = 'admin.menu.admin_user';

// The signed-in admin cannot delete or disable themselves (the server refuses it too).
const AdminUserList = () => createElement(AccountList, { label, protectSelf: true });
const AdminUserCreate = () => createElement(AccountCreate, { title: 'admin.page.create_admin' });
const AdminUserEdit = () => createElement(AccountEdit, { label, protectSelf: true });

/** Platform admins (/admin/admin-user, served by /admin/v3/admin): the same screens as users, without memberships. */
export default {
    name: 'admin-user',
    list: AdminUserList,
    create: AdminUserCreate,
    edit: AdminUserEdit,
    icon: AdminPanelSettingsIcon,
    options: { label },
    recordRepresentation: 'username',
};
