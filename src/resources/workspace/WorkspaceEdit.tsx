import { Box, Divider } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/backoffice/DeleteRecordButton';
import { StatusField } from '../../components/backoffice/StatusField';
import { usePageTitle } from '../../layouts/usePageTitle';
import { SuspendButton } from './SuspendButton';
import { WorkspaceMembers } from './WorkspaceMembers';
import { WorkspaceIdentityInputs, workspacePayload } from './workspaceInputs';

/** The form saves name and avatar; the status stays what the toggle last made it. */
const saveForm = (values: Record<string, unknown>, options?: { previousData?: { status?: string } }) =>
    workspacePayload({ ...values, status: options?.previousData?.status ?? values.status });

interface WorkspaceRecord {
    id: number;
    name: string;
}

const WorkspaceTitle = () => {
    const record = useRecordContext<WorkspaceRecord>();
    return <>{usePageTitle(record?.name ?? 'admin.menu.workspace')}</>;
};

/** The status chip and the suspend / resume toggle (the form itself edits name and avatar). */
const WorkspaceActions = () => (
    <TopToolbar sx={{ alignItems: 'center' }}>
        <StatusField />
        <SuspendButton />
    </TopToolbar>
);

const WorkspaceToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        <DeleteRecordButton redirect="list" />
    </Toolbar>
);

const WorkspaceForm = () => {
    const record = useRecordContext<WorkspaceRecord>();
    return (
        <SimpleForm toolbar={<WorkspaceToolbar />}>
            <WorkspaceIdentityInputs name={record?.name} />
        </SimpleForm>
    );
};

/** Rename, change the avatar, suspend or resume, and manage the members of a workspace. */
export const WorkspaceEdit = () => (
    <Edit
        title={<WorkspaceTitle />}
        actions={<WorkspaceActions />}
        mutationMode="pessimistic"
        transform={saveForm}
        redirect={false}
    >
        <WorkspaceForm />
        <Divider />
        <Box sx={{ p: 2 }}>
            <WorkspaceMembers />
        </Box>
    </Edit>
);
