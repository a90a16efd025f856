import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { WorkspaceCreate } from './WorkspaceCreate';
import { WorkspaceEdit } from './WorkspaceEdit';
import { WorkspaceList } from './WorkspaceList';

/** Workspaces (organizations) of the platform (/admin/workspace): list, create with an owner, edit with members. */
export default {
    name: 'workspace',
    list: WorkspaceList,
    create: WorkspaceCreate,
    edit: WorkspaceEdit,
    icon: WorkspacesIcon,
    options: { label: 'admin.menu.workspace' },
    recordRepresentation: 'name',
};
