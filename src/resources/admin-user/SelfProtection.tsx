import { useRecordContext } from 'react-admin';
import { BackofficeList } from '../../components/backoffice/BackofficeList';
import { DeleteRecordButton } from '../../components/backoffice/DeleteRecordButton';
import { useSession } from '../../session';
import { EditToolbar, FieldInput, ResourceEdit, type FieldInputProps } from '../declared';

// The signed-in admin cannot delete or disable themselves (the server refuses it too).

/** Whether the record in context is the signed-in admin's own account. */
const useIsSelf = () => {
    const { admin } = useSession();
    const record = useRecordContext();
    return record !== undefined && admin !== null && record.id === admin.id;
};

const SelfProtectedDelete = ({ redirect }: { redirect?: 'list' }) => (
    <DeleteRecordButton redirect={redirect} disabled={useIsSelf()} />
);

/** The admins: delete disabled on the signed-in admin's own row. */
export const AdminList = () => <BackofficeList rowDelete={<SelfProtectedDelete />} />;

/** An admin: delete disabled on the signed-in admin's own record. */
export const AdminEdit = () => (
    <ResourceEdit toolbar={<EditToolbar deleteButton={<SelfProtectedDelete redirect="list" />} />} />
);

/** The status input, disabled on the signed-in admin's own record. */
export const AdminStatusInput = (props: FieldInputProps) => <FieldInput {...props} disabled={useIsSelf()} />;
