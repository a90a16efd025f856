import { useState, type MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
    Button,
    useDelete,
    useNotify,
    useRecordContext,
    useRedirect,
    useResourceContext,
    type RedirectionSideEffect,
} from 'react-admin';
import { DeleteConfirm } from '../DeleteConfirm';

export interface DeleteRecordButtonProps {
    /** e.g. for the signed-in admin's own row */
    disabled?: boolean;
    /** where to go after the deletion (an edit page goes back to the list) */
    redirect?: RedirectionSideEffect | false;
}

/** Deletes the current record after the app's delete confirmation (title 'delete', buttons cancel and delete). */
export const DeleteRecordButton = ({ disabled, redirect: redirectTo = false }: DeleteRecordButtonProps) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const [open, setOpen] = useState(false);
    const [deleteOne] = useDelete(resource, undefined, { mutationMode: 'pessimistic', returnPromise: true });
    const notify = useNotify();
    const redirect = useRedirect();
    if (!record) return null;

    const remove = async () => {
        await deleteOne(resource, { id: record.id, previousData: record });
        notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
        if (redirectTo !== false) redirect(redirectTo, resource);
    };

    return (
        <>
            <Button
                label="ra.action.delete"
                color="error"
                disabled={disabled}
                onClick={(event: MouseEvent) => {
                    event.stopPropagation(); // not a click on the list row
                    setOpen(true);
                }}
            >
                <DeleteIcon />
            </Button>
            <DeleteConfirm open={open} onClose={() => setOpen(false)} onDelete={remove} />
        </>
    );
};
