export { NoOrganization } from './NoOrganization';
export { OrganizationsPage } from './OrganizationsPage';
export { ProfilePage } from './ProfilePage';
