import BusinessIcon from '@mui/icons-material/Business';
import ChatIcon from '@mui/icons-material/Chat';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SendIcon from '@mui/icons-material/Send';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import SettingsIcon from '@mui/icons-material/Settings';
import { garageResources } from '../apps/user/mounts';
import { inMenu } from '../resources/declared/mount';
import { resourceItem } from './resourceItem';
import type { MenuGroupDef } from './types';

export const USER_BASE = '/app';

const item = resourceItem(USER_BASE);

/** Either tab of the teams page. */
export const TEAMS_PERMISSIONS = ['team:manage', 'auth-group:read'] as const;

/** The organization's profile: its settings, read only without `workspace:write`. */
export const ORGANIZATION_SETTINGS = `${USER_BASE}/organization/profile`;

export const userMenuGroups: MenuGroupDef[] = [
    {
        key: 'organization',
        label: 'common.menu.organization',
        hidden: true,
        items: [
            {
                label: 'common.menu.organization_profile',
                to: ORGANIZATION_SETTINGS,
                icon: BusinessIcon,
                permission: 'workspace:read',
            },
            // members need team:manage, auth groups auth-group:read: the page shows the tabs the session may see
            {
                label: 'common.menu.teams',
                to: `${USER_BASE}/organization/teams`,
                icon: GroupsIcon,
                permission: TEAMS_PERMISSIONS,
            },
            {
                label: 'common.menu.message_templates',
                to: `${USER_BASE}/organization/messages`,
                icon: ChatIcon,
                permission: 'message-template:read',
            },
            {
                label: 'common.menu.sending_accounts',
                to: `${USER_BASE}/organization/sending`,
                icon: SendIcon,
                permission: 'message:read',
            },
        ],
    },
    {
        key: 'profile',
        label: 'profile.menu.group',
        hidden: true,
        items: [
            { label: 'profile.menu.profile', to: `${USER_BASE}/self/profile`, icon: AccountCircleIcon },
            { label: 'profile.menu.organizations', to: `${USER_BASE}/self/organization`, icon: CorporateFareIcon },
        ],
    },
    {
        key: 'motor-garage',
        label: 'motor-garage.menu.group',
        hidden: false,
        items: [
            {
                label: 'motor-garage.menu.invoice_calendar',
                to: `${USER_BASE}/motor-garage/invoice-calendar`,
                icon: CalendarMonthIcon,
                permission: 'invoice:read',
            },
            ...garageResources.filter(inMenu).map(item),
            {
                label: 'reminder.menu',
                to: `${USER_BASE}/motor-garage/reminders`,
                icon: NotificationsActiveIcon,
                permission: 'message:read',
            },
            {
                label: 'motor-garage.menu.statistic',
                to: `${USER_BASE}/motor-garage/statistic`,
                icon: InsightsIcon,
                permission: 'statistic:read',
            },
            // last: the organization's settings, for whoever may change them (the organization's own group opens there)
            {
                label: 'common.organization.settings',
                to: ORGANIZATION_SETTINGS,
                icon: SettingsIcon,
                permission: 'workspace:write',
            },
        ],
    },
];
