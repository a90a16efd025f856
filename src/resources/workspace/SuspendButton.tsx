import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { workspacePayload } from './workspaceInputs';

interface WorkspaceRecord {
    id: number;
    name: string;
    avatar: string | null;
    status: 'active' | 'suspended';
}

/** Suspends an active workspace (its tokens then get 403 workspace_suspended) or resumes a suspended one. */
export const SuspendButton = () => {
    const record = useRecordContext<WorkspaceRecord>();
    const notify = useNotify();
    const [update, { isPending }] = useUpdate();
    if (!record) return null;
    const suspended = record.status === 'suspended';

    const toggle = () =>
        update(
            'workspace',
            {
                id: record.id,
                data: workspacePayload({ ...record, status: suspended ? 'active' : 'suspended' }),
                previousData: record,
            },
            {
                mutationMode: 'pessimistic',
                onSuccess: () =>
                    notify(suspended ? 'admin.workspace.resumed' : 'admin.workspace.suspended', { type: 'info' }),
            },
        );

    return (
        <Button
            label={suspended ? 'admin.workspace.resume' : 'admin.workspace.suspend'}
            color={suspended ? 'primary' : 'warning'}
            onClick={toggle}
            disabled={isPending}
        >
            {suspended ? <PlayCircleOutlineIcon /> : <PauseCircleOutlineIcon />}
        </Button>
    );
};
