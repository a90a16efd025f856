import ReceiptIcon from '@mui/icons-material/Receipt';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWorkspaceZone } from '../../../session/useWorkspaceSettings';
import { formatMoney } from '../../declared/fields';
import { todayIn } from '../../../session/zone';
import { ActionDialog, type FormValues } from '../../../components/ActionDialog';
import { DayInput } from '../../../inputs';
import { approvalKey, unbilledLines, unbilledReason } from '../approval/answers';
import { jobCalls, useJobAction, type Job } from './useJobAction';

/** As the server checks it: not before today in the workspace's zone. */
const notBefore = (zone: string) => (value: string | null) =>
    value && value < todayIn(zone) ? 'motor-garage.invoice.invoice_dialog.due_before_today' : undefined;

/** The lines the invoice leaves out, each with its amount and why: declined, or not approved since the answer. */
const LeftOut = ({ job }: { job: Job }) => {
    const translate = useTranslate();
    const lines = unbilledLines(job);
    if (!lines.length) return null;
    return (
        <Alert severity="info" sx={{ mb: 2 }}>
            <AlertTitle>{translate('motor-garage.invoice.invoice_dialog.left_out')}</AlertTitle>
            <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
                {lines.map(line => (
                    <li key={line.id}>
                        {translate(approvalKey('record.line'), {
                            description: line.description,
                            amount: formatMoney(line.line_total_cents),
                            reason: translate(approvalKey(`reasons.${unbilledReason(line)}`)),
                        })}
                    </li>
                ))}
            </ul>
        </Alert>
    );
};

/**
 * Invoices an open job after showing what it comes to and what it leaves out (lines the customer declined, or did not
 * approve since their answer); the due date may be given, else the server sets it 30 days on. A job without lines, or
 * whose customer approved none, cannot be invoiced: the dialog says so.
 */
export const InvoiceDialog = ({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const perform = useJobAction();
    const zone = useWorkspaceZone();
    const hasLines = (job.lines ?? []).length > 0;
    const billsSomething = (job.lines ?? []).some(line => line.billable);
    const submit = (values: FormValues) => {
        const due = values.due_date as string | null;
        return perform('invoice', jobCalls.invoice(job, due ? { due_date: due } : {}));
    };
    return (
        <ActionDialog
            open={open}
            onClose={onClose}
            title="motor-garage.invoice.invoice_dialog.title"
            titleArgs={{ number: job.number }}
            initial={() => ({ due_date: null })}
            onSubmit={submit}
            submitLabel="motor-garage.invoice.actions.invoice"
            submitIcon={<ReceiptIcon />}
            disabled={!billsSomething}
        >
            {billsSomething ? (
                <>
                    <LeftOut job={job} />
                    <Typography variant="body1" sx={{ mb: 1 }}>
                        {translate('motor-garage.invoice.invoice_dialog.total', {
                            total: formatMoney(job.total_cents),
                        })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('motor-garage.invoice.invoice_dialog.content')}
                    </Typography>
                    <DayInput
                        source="due_date"
                        label="motor-garage.invoice.fields.due_date"
                        helperText="motor-garage.invoice.invoice_dialog.due_date_help"
                        validate={notBefore(zone)}
                        fullWidth
                    />
                </>
            ) : (
                <Alert severity="warning">
                    {translate(`motor-garage.invoice.invoice_dialog.${hasLines ? 'none_approved' : 'no_lines'}`)}
                </Alert>
            )}
        </ActionDialog>
    );
};
