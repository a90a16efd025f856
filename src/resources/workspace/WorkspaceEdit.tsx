import { TopToolbar } from 'react-admin';
import { StatusField } from '../../components/backoffice/StatusField';
import { ResourceEdit } from '../declared';
import { SuspendButton } from './SuspendButton';
import { SuspensionNotice } from './Suspension';
import { WorkspaceMembers } from './WorkspaceMembers';

/** The status chip and the suspend / resume toggle, beside the title (the form itself edits name and avatar). */
const WorkspaceActions = () => (
    <TopToolbar sx={{ alignItems: 'center' }}>
        <StatusField />
        <SuspendButton />
    </TopToolbar>
);

/** Rename, change the avatar, suspend (saying why) or resume, and manage the members of a workspace. */
export const WorkspaceEdit = () => (
    <ResourceEdit actions={<WorkspaceActions />} inputs={['name', 'avatar']} notice={<SuspensionNotice />}>
        <WorkspaceMembers />
    </ResourceEdit>
);
