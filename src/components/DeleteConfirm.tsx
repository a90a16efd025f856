import { useState } from 'react';
import { Confirm } from 'react-admin';

export interface DeleteConfirmProps {
    open: boolean;
    onClose: () => void;
    /** Performs the deletion; a failure is only logged (the API client already showed its toast). */
    onDelete: () => Promise<unknown>;
}

export const DeleteConfirm = ({ open, onClose, onDelete }: DeleteConfirmProps) => {
    const [busy, setBusy] = useState(false);
    const confirm = async () => {
        setBusy(true);
        try {
            await onDelete();
        } catch (error) {
            console.error('delete failed', error);
        } finally {
            setBusy(false);
            onClose();
        }
    };
    return (
        <Confirm
            isOpen={open}
            loading={busy}
            title="common.delete.title"
            content="common.delete.content"
            cancel="common.action.cancel"
            confirm="common.action.delete"
            confirmColor="warning"
            onConfirm={confirm}
            onClose={onClose}
        />
    );
};
