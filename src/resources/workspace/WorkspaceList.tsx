import { Datagrid, DateField, List, NumberField } from 'react-admin';
import { DeleteRecordButton } from '../../components/backoffice/DeleteRecordButton';
import { ListActions, listFilters } from '../../components/backoffice/ListParts';
import { NameField } from '../../components/backoffice/NameField';
import { StatusField } from '../../components/backoffice/StatusField';
import { workspaceStatusChoices } from '../../components/backoffice/choices';
import { usePageTitle } from '../../layouts/usePageTitle';

const filters = listFilters(workspaceStatusChoices);

/** Workspaces (organizations): search by name, status filter, sort, pages, CSV export, delete after confirmation. */
export const WorkspaceList = () => {
    const title = usePageTitle('admin.menu.workspace');
    return (
        <List title={title} actions={<ListActions />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
            <Datagrid rowClick="edit" bulkActionButtons={false}>
                <NameField source="name" label="admin.field.name" />
                <NumberField source="member_count" label="admin.field.member_count" sortable={false} />
                <StatusField source="status" label="admin.field.status" />
                <DateField source="created_at" label="admin.field.created_at" showTime />
                <DeleteRecordButton />
            </Datagrid>
        </List>
    );
};
