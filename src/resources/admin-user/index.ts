import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('admin-user', 'admin.menu.admin_user', AdminPanelSettingsIcon);
