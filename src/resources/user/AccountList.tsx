import { Datagrid, DateField, List, TextField, useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/backoffice/DeleteRecordButton';
import { ListActions, listFilters } from '../../components/backoffice/ListParts';
import { NameField } from '../../components/backoffice/NameField';
import { StatusField } from '../../components/backoffice/StatusField';
import { accountStatusChoices } from '../../components/backoffice/choices';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useSession } from '../../session';

export interface AccountViewProps {
    /** i18n key of the resource's name, the page title */
    label: string;
    /** admin users: the signed-in admin cannot delete or disable themselves */
    protectSelf?: boolean;
}

/** The id of the signed-in admin when the view protects it, else undefined. */
export const useProtectedId = (protectSelf?: boolean) => {
    const { admin } = useSession();
    return protectSelf ? admin?.id : undefined;
};

const AccountDeleteButton = ({ protectedId }: { protectedId?: number }) => {
    const record = useRecordContext();
    return <DeleteRecordButton disabled={record !== undefined && record.id === protectedId} />;
};

const filters = listFilters(accountStatusChoices);

/** Admin users or users: search, status filter, sort, pages, CSV export, and delete after confirmation. */
export const AccountList = ({ label, protectSelf }: AccountViewProps) => {
    const title = usePageTitle(label);
    const protectedId = useProtectedId(protectSelf);
    return (
        <List title={title} actions={<ListActions />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
            <Datagrid rowClick="edit" bulkActionButtons={false}>
                <NameField source="username" label="admin.field.username" />
                <TextField source="display_name" label="admin.field.display_name" />
                <TextField source="email" label="admin.field.email" />
                <StatusField source="status" label="admin.field.status" />
                <DateField source="created_at" label="admin.field.created_at" showTime />
                <AccountDeleteButton protectedId={protectedId} />
            </Datagrid>
        </List>
    );
};
