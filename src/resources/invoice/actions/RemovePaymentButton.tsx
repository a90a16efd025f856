import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useState, type ReactNode } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../declared/fields';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { methodLabel } from './methods';
import { jobCalls, useJobAction, type Job, type Payment } from './useJobAction';

/**
 * Removes a mistaken payment of `job` (the payment is the row's record) after a confirmation naming it; a paid job
 * owes again. Shown where the session has `invoice:void` and the job is invoiced or paid.
 */
export const RemovePaymentButton = ({
    job,
}: {
    job: Job;
    /** the column's header, read by the table */ label?: ReactNode;
}) => {
    const payment = useRecordContext<Payment>();
    const translate = useTranslate();
    const perform = useJobAction();
    const [open, setOpen] = useState(false);
    if (!payment) return null;
    const args = { amount: formatMoney(payment.amount_cents), method: translate(methodLabel(payment.method)) };
    return (
        <>
            <Button
                label="motor-garage.invoice.actions.remove_payment"
                aria-label={translate('motor-garage.invoice.remove_payment_confirm.button', args)}
                color="error"
                onClick={() => setOpen(true)}
            >
                <RemoveCircleOutlineIcon />
            </Button>
            <ConfirmAction
                open={open}
                onClose={() => setOpen(false)}
                title="motor-garage.invoice.remove_payment_confirm.title"
                content="motor-garage.invoice.remove_payment_confirm.content"
                messageArgs={args}
                confirm="motor-garage.invoice.actions.remove_payment"
                onConfirm={() => perform('remove_payment', jobCalls.remove_payment(job, payment.id))}
            />
        </>
    );
};
