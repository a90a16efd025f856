import { maxLength } from 'react-admin';
import { BackofficeList } from '../../components/backoffice/BackofficeList';
import { NameField } from '../../components/backoffice/NameField';
import { declareResource } from '../declared';
import { WorkspaceEdit } from './WorkspaceEdit';
import { WorkspaceStatusField } from './Suspension';

/**
 * Workspaces (organizations) of the platform (/admin/workspace): newest first, created with an owner picked among
 * the users, edited with their members (no show page).
 */
export default declareResource({
    name: 'admin/workspace',
    resource: 'workspace',
    createTitle: 'admin.page.create_workspace',
    title: 'name',
    list: ['name', 'member_count', 'status', 'created_at'],
    compact: { primary: 'name' },
    form: ['name', 'avatar', 'owner_user_id', 'status', 'suspension_reason'],
    show: false,
    permission: false,
    alwaysOn: ['status'],
    fieldComponents: { name: NameField, status: WorkspaceStatusField },
    // the server's rule for an organization name, in the words the garage's own form uses
    validate: { name: [maxLength(100, 'common.organization.name_too_long')] },
    components: { list: BackofficeList, edit: WorkspaceEdit },
});
