import PaymentsIcon from '@mui/icons-material/Payments';
import { Typography } from '@mui/material';
import { SelectInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { DollarInput, ZonedDateTimeInput } from '../../../inputs';
import { formatMoney } from '../../declared/fields';
import { ActionDialog, type FormValues } from '../../../components/ActionDialog';
import { methodChoices } from './methods';
import { jobCalls, useJobAction, type Job, type PaymentBody } from './useJobAction';

/** As the server checks it: at least one cent, and no more than what is owed (409 `overpayment`). */
const amountWithin = (balance: number) => (value: number | null) => {
    if (!value || value < 1) return 'motor-garage.invoice.payment_dialog.amount_min';
    if (value > balance)
        return { message: 'motor-garage.invoice.payment_dialog.amount_max', args: { balance: formatMoney(balance) } };
    return undefined;
};

/**
 * Records a payment on an invoice: the amount (the balance unless changed), the method, when it was paid (now unless
 * changed) and a reference (a cheque or transfer number).
 */
export const PaymentDialog = ({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const perform = useJobAction();
    const balance = job.balance_cents;
    const submit = (values: FormValues) => {
        const reference = String(values.reference ?? '').trim();
        const body: PaymentBody = {
            amount_cents: values.amount_cents as number,
            method: values.method as PaymentBody['method'],
            ...(values.paid_at ? { paid_at: values.paid_at as string } : {}),
            ...(reference ? { reference } : {}),
        };
        return perform('payment', jobCalls.payment(job, body));
    };
    return (
        <ActionDialog
            open={open}
            onClose={onClose}
            title="motor-garage.invoice.payment_dialog.title"
            titleArgs={{ number: job.invoice_number ?? job.number }}
            initial={() => ({
                amount_cents: balance,
                method: 'cash',
                paid_at: new Date().toISOString(),
                reference: '',
            })}
            onSubmit={submit}
            errorFields={{ overpayment: ['amount_cents', 'motor-garage.invoice.payment_dialog.overpayment'] }}
            submitLabel="motor-garage.invoice.actions.payment"
            submitIcon={<PaymentsIcon />}
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('motor-garage.invoice.payment_dialog.balance', { balance: formatMoney(balance) })}
            </Typography>
            <DollarInput
                source="amount_cents"
                label="motor-garage.invoice.payment.amount_cents"
                validate={amountWithin(balance)}
                autoFocus
                fullWidth
            />
            <SelectInput
                source="method"
                label="motor-garage.invoice.payment.method"
                choices={methodChoices}
                validate={required()}
                fullWidth
            />
            <ZonedDateTimeInput
                source="paid_at"
                label="motor-garage.invoice.payment.paid_at"
                validate={required()}
                fullWidth
            />
            <TextInput
                source="reference"
                label="motor-garage.invoice.payment.reference"
                validate={maxLength(200)}
                fullWidth
            />
        </ActionDialog>
    );
};
