import { useCreate, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';

/**
 * Saves a record of `resource` from a dialog: updates `previous` when there is one, else creates the record; then says
 * so (`messages.updated` / `messages.created`) and refreshes the lists. A failure is thrown on, for the dialog's fields.
 */
export const useSaveRecord = (resource: string, messages: { created: string; updated: string }) => {
    const notify = useNotify();
    const refresh = useRefresh();
    const [create] = useCreate();
    const [update] = useUpdate();
    return async (previous: RaRecord | null | undefined, data: object) => {
        if (previous) {
            await update(resource, { id: previous.id, data, previousData: previous }, { returnPromise: true });
            notify(messages.updated, { type: 'success' });
        } else {
            await create(resource, { data }, { returnPromise: true });
            notify(messages.created, { type: 'success' });
        }
        refresh();
    };
};
