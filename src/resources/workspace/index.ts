import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('workspace', 'admin.menu.workspace', WorkspacesIcon);
