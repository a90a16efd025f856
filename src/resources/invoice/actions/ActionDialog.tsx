import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { FormErrors } from '../../../dataProvider/fieldErrors';

/** A dialog form's values, by input. */
export type FormValues = Record<string, unknown>;

export interface ActionDialogProps {
    open: boolean;
    onClose: () => void;
    /** i18n key of the dialog's title, and its arguments */
    title: string;
    titleArgs?: Record<string, unknown>;
    /** the form's first values, taken when the dialog opens */
    initial: () => FormValues;
    /** performs the action; answers the field errors to show, or nothing when done (the dialog then closes) */
    onSubmit: (values: FormValues) => Promise<FormErrors | undefined>;
    /** i18n key of the submit button, and its icon */
    submitLabel: string;
    submitIcon: ReactElement;
    /** the action cannot be submitted (the content says why) */
    disabled?: boolean;
    children: ReactNode;
}

const ActionForm = ({ onClose, initial, onSubmit, submitLabel, submitIcon, disabled, children, titleId, title }: Omit<ActionDialogProps, 'open' | 'titleArgs'> & { titleId: string }) => {
    const translate = useTranslate();
    const [record] = useState(initial);
    const submit = async (values: FormValues) => {
        const errors = await onSubmit(values);
        if (errors) return errors;
        onClose();
    };
    return (
        <Form record={record} onSubmit={submit} noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
                <SaveButton label={submitLabel} icon={submitIcon} alwaysEnable={!disabled} disabled={disabled} />
            </DialogActions>
        </Form>
    );
};

/** A titled dialog holding a small form for one of the job's actions (schedule, invoice, record a payment). */
export const ActionDialog = ({ open, title, titleArgs, ...props }: ActionDialogProps) => {
    const translate = useTranslate();
    const titleId = useId();
    return (
        <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
            {open && <ActionForm {...props} titleId={titleId} title={translate(title, titleArgs)} />}
        </Dialog>
    );
};
