import { ConfirmAction } from './ConfirmAction';

export interface DeleteConfirmProps {
    open: boolean;
    onClose: () => void;
    /** Performs the deletion (a failure was already shown by the API client's toast). */
    onDelete: () => Promise<unknown>;
}

export const DeleteConfirm = ({ open, onClose, onDelete }: DeleteConfirmProps) => (
    <ConfirmAction
        open={open}
        onClose={onClose}
        title="common.delete.title"
        content="common.delete.content"
        confirm="common.action.delete"
        onConfirm={onDelete}
    />
);
