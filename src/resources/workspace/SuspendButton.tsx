import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Button, useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { useDeclaredResource } from '../declared';
import { toPayload } from '../declared/payload';

interface WorkspaceRecord {
    id: number;
    status: 'active' | 'suspended';
}

/** Suspends an active workspace (its tokens then get 403 workspace_suspended) or resumes a suspended one. */
export const SuspendButton = () => {
    const record = useRecordContext<WorkspaceRecord>();
    const resource = useResourceContext();
    const { model } = useDeclaredResource();
    const notify = useNotify();
    const [update, { isPending }] = useUpdate();
    if (!record) return null;
    const suspended = record.status === 'suspended';

    const toggle = () =>
        update(
            resource,
            {
                id: record.id,
                data: toPayload(model)({ ...record, status: suspended ? 'active' : 'suspended' }),
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
