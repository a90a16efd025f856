import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Form, useCreate, useCreateSuggestionContext, useTranslate, type RaRecord } from 'react-admin';

export interface QuickCreateDialogProps {
    /** the react-admin resource the record is created in */
    resource: string;
    /** i18n key of the dialog's title */
    title: string;
    /** the form's starting values (what was typed in the picker) */
    record: Record<string, unknown>;
    /** the POST body from the dialog's values */
    toData: (values: Record<string, unknown>) => Record<string, unknown>;
    children: ReactNode;
}

/**
 * A picker's "Add …" choice: a small form in a dialog that creates the record (POST) and hands it back to the picker,
 * which selects it. The server's field errors land on the dialog's inputs; its own form keeps the submit from
 * reaching the page's form.
 */
export const QuickCreateDialog = ({ resource, title, record, toData, children }: QuickCreateDialogProps) => {
    const translate = useTranslate();
    const titleId = useId();
    const { onCancel, onCreate } = useCreateSuggestionContext();
    const [create, { isPending }] = useCreate();
    const submit = async (values: Record<string, unknown>) => {
        try {
            const created = await create(resource, { data: toData(values) }, { returnPromise: true });
            onCreate(created as RaRecord);
        } catch (error) {
            return (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
        }
    };
    return (
        <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
            <Form record={record} onSubmit={submit} noValidate>
                <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
                {/* room for the first input's floating label under the title */}
                <DialogContent sx={{ '&&': { pt: 1 } }}>{children}</DialogContent>
                <DialogActions>
                    <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={isPending}>
                        {translate('ra.action.create')}
                    </Button>
                </DialogActions>
            </Form>
        </Dialog>
    );
};

/** A typed text, trimmed; empty is left out. */
export const trimmed = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
