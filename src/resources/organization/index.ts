export { OrganizationProfilePage } from './OrganizationProfilePage';
export { TeamsPage } from './TeamsPage';
export { MessageTemplatesPage } from './MessageTemplatesPage';
export { SendingAccountsPage } from './SendingAccountsPage';
