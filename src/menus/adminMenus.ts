import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { adminResources } from '../apps/admin/resources';
import { inMenu } from '../resources/declared/mount';
import { resourceItem } from './resourceItem';
import type { MenuGroupDef } from './types';

export const ADMIN_BASE = '/admin';

const item = resourceItem(ADMIN_BASE);

export const adminMenuGroups: MenuGroupDef[] = [
    {
        key: 'profile',
        label: 'profile.menu.group',
        hidden: true,
        items: [{ label: 'profile.menu.profile', to: `${ADMIN_BASE}/self/profile`, icon: AccountCircleIcon }],
    },
    {
        key: 'users',
        label: 'admin.menu.group',
        hidden: false,
        items: adminResources.filter(inMenu).map(item),
    },
];
