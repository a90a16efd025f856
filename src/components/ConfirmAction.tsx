import { useState } from 'react';
import { Confirm } from 'react-admin';

export interface ConfirmActionProps {
    open: boolean;
    onClose: () => void;
    /** i18n key of the dialog's title and of its text, with their arguments */
    title: string;
    content: string;
    messageArgs?: Record<string, unknown>;
    /** i18n key of the confirming button */
    confirm: string;
    /** i18n key of the button that keeps things as they are (default: cancel) */
    cancel?: string;
    /** what confirming does; the dialog closes once it settles (a failure was already toasted) */
    onConfirm: () => Promise<unknown>;
}

/** Asks before an action that cannot simply be undone (delete a record, cancel a job, void an invoice). */
export const ConfirmAction = ({
    open,
    onClose,
    title,
    content,
    messageArgs,
    confirm,
    cancel = 'common.action.cancel',
    onConfirm,
}: ConfirmActionProps) => {
    const [busy, setBusy] = useState(false);
    const run = async () => {
        setBusy(true);
        try {
            await onConfirm();
        } catch (error) {
            // the API client has shown the failure; the console keeps its detail
            console.error(`${confirm} failed`, error);
        } finally {
            setBusy(false);
            onClose();
        }
    };
    return (
        <Confirm
            isOpen={open}
            loading={busy}
            title={title}
            content={content}
            titleTranslateOptions={messageArgs}
            contentTranslateOptions={messageArgs}
            cancel={cancel}
            confirm={confirm}
            confirmColor="warning"
            onConfirm={run}
            onClose={onClose}
        />
    );
};
