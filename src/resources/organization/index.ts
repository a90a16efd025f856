export { OrganizationProfilePage } from './OrganizationProfilePage';
export { TeamsPage } from './TeamsPage';
