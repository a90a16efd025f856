import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { createElement } from 'react';
import { AccountCreate } from './AccountCreate';
import { AccountEdit } from './AccountEdit';
import { AccountList } from './AccountList';
import { UserMemberships } from './UserMemberships';

const label = 'admin.menu.user';

const UserList = () => createElement(AccountList, { label });
const UserCreate = () => createElement(AccountCreate, { title: 'admin.page.create_user' });
/** A user, with the workspaces they belong to below the form. */
const UserEdit = () => createElement(AccountEdit, { label }, createElement(UserMemberships));

/** Users of the platform (/admin/user): list, create with an initial password, edit with memberships. */
export default {
    name: 'user',
    list: UserList,
    create: UserCreate,
    edit: UserEdit,
    icon: PersonOutlineIcon,
    options: { label },
    recordRepresentation: 'username',
};
