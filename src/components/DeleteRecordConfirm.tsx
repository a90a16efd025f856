import { useDelete, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { DeleteConfirm } from './DeleteConfirm';

export interface DeleteRecordConfirmProps {
    resource: string;
    /** The record to delete; the confirmation is open while there is one. */
    record: RaRecord | null;
    onClose: () => void;
    /** Translation key of the notice shown once the record is gone. */
    successMessage: string;
}

/** The app's delete confirmation for one record of a list: deletes it, says so, and refreshes the list. */
export const DeleteRecordConfirm = ({ resource, record, onClose, successMessage }: DeleteRecordConfirmProps) => {
    const [deleteOne] = useDelete();
    const notify = useNotify();
    const refresh = useRefresh();
    return (
        <DeleteConfirm
            open={record !== null}
            onClose={onClose}
            onDelete={async () => {
                if (!record) return;
                await deleteOne(
                    resource,
                    { id: record.id, previousData: record },
                    { mutationMode: 'pessimistic', returnPromise: true },
                );
                notify(successMessage, { type: 'success' });
                refresh();
            }}
        />
    );
};
