import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ApiError, FAILED_CALL } from '../api/client';
import { formErrorsOf, type FormErrors } from '../dataProvider/fieldErrors';

/** A dialog form's values, by input. */
export type FormValues = Record<string, unknown>;

/** Server error keys shown on a field of the dialog: `{ overpayment: ['amount_cents', '<i18n key>'] }`. */
export type ErrorFields = Record<string, [field: string, message: string]>;

export interface ActionDialogProps {
    open: boolean;
    onClose: () => void;
    /** i18n key of the dialog's title, and its arguments */
    title: string;
    titleArgs?: Record<string, unknown>;
    /** the form's first values, taken when the dialog opens */
    initial: () => FormValues;
    /** performs the action; the dialog closes when it resolves */
    onSubmit: (values: FormValues) => Promise<unknown>;
    /** failures shown on a field, beyond those the server's `details` name */
    errorFields?: ErrorFields;
    /** i18n key of the submit button, and its icon */
    submitLabel: string;
    submitIcon: ReactElement;
    /** the action cannot be submitted (the content says why) */
    disabled?: boolean;
    /** the dialog's width (default: xs) */
    maxWidth?: DialogProps['maxWidth'];
    children: ReactNode;
}

/**
 * A refused action's field errors: those its `details` name, or the field `errorFields` gives its error key (with
 * `root.serverError` as formErrorsOf sets it); none when it names no field. Other failures are thrown on.
 */
const fieldErrorsOf = (error: unknown, errorFields: ErrorFields = {}): FormErrors => {
    if (!(error instanceof ApiError)) throw error;
    const own = errorFields[error.error];
    if (own) return { [own[0]]: own[1], root: { serverError: FAILED_CALL } };
    return formErrorsOf(error) ?? {};
};

type ActionFormProps = Omit<ActionDialogProps, 'open' | 'titleArgs' | 'maxWidth'> & {
    titleId: string;
    dirtyRef: RefObject<boolean>;
};

/** Keeps in `intoRef` whether the form holds changes (what the dialog's stray-click guard reads). */
const TrackDirty = ({ intoRef }: { intoRef: RefObject<boolean> }) => {
    const { isDirty } = useFormState();
    useEffect(() => {
        intoRef.current = isDirty;
        return () => {
            intoRef.current = false;
        };
    }, [intoRef, isDirty]);
    return null;
};

const ActionForm = ({
    onClose,
    initial,
    onSubmit,
    errorFields,
    submitLabel,
    submitIcon,
    disabled,
    children,
    titleId,
    title,
    dirtyRef,
}: ActionFormProps) => {
    const translate = useTranslate();
    const [record] = useState(initial);
    const submit = async (values: FormValues) => {
        try {
            await onSubmit(values);
        } catch (error) {
            return fieldErrorsOf(error, errorFields);
        }
        onClose();
    };
    return (
        <Form record={record} onSubmit={submit} noValidate>
            <TrackDirty intoRef={dirtyRef} />
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
                <SaveButton label={submitLabel} icon={submitIcon} alwaysEnable={!disabled} disabled={disabled} />
            </DialogActions>
        </Form>
    );
};

/**
 * A titled dialog holding a small form for one action (schedule a job, record a payment, adjust stock, book a slot, add
 * a team member). A refused action keeps the dialog open, its field errors under the fields, under the failure's toast.
 * A click beside it or Escape closes it only while nothing is typed in it; Cancel always does.
 */
export const ActionDialog = ({ open, title, titleArgs, maxWidth = 'xs', ...props }: ActionDialogProps) => {
    const translate = useTranslate();
    const titleId = useId();
    const dirtyRef = useRef(false);
    const dismiss = () => {
        if (!dirtyRef.current) props.onClose();
    };
    return (
        <Dialog open={open} onClose={dismiss} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
            {open && (
                <ActionForm {...props} titleId={titleId} title={translate(title, titleArgs)} dirtyRef={dirtyRef} />
            )}
        </Dialog>
    );
};
