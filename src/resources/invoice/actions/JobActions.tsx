import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import EventIcon from '@mui/icons-material/Event';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, useTranslate } from 'react-admin';
import { JOB_ACTION_FROM, JOB_ACTION_PERMISSION, jobActionStartsFrom, type JobAction } from '../../../../common/jobs';
import { useCan } from '../../../session';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { InvoiceDialog } from './InvoiceDialog';
import { PaymentDialog } from './PaymentDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { jobCalls, useJob, useJobAction, type Job } from './useJobAction';

/** The actions the job's status and the session's permissions allow, in the order the page shows them. */
export const useAllowedActions = (job: Pick<Job, 'status'> | undefined) => {
    const can = useCan();
    return (Object.keys(JOB_ACTION_FROM) as JobAction[]).filter(
        action => job && jobActionStartsFrom(action, job.status) && can(JOB_ACTION_PERMISSION[action]),
    );
};

type Open = 'schedule' | 'invoice' | 'payment' | 'cancel' | 'void' | null;

/** A labelled action; on a narrow screen react-admin shows its icon alone, so the label also names it for readers. */
const ActionButton = ({
    label,
    icon,
    onClick,
    disabled,
}: {
    label: string;
    icon: ReactElement;
    onClick: () => void;
    disabled?: boolean;
}) => {
    const translate = useTranslate();
    return (
        <Button label={label} aria-label={translate(label)} onClick={onClick} disabled={disabled}>
            {icon}
        </Button>
    );
};

/**
 * The job's next steps, as its status and the session's permissions allow: schedule (a dialog for the times), start
 * work, complete, invoice (a dialog showing the total, with an optional due date), record a payment (a dialog), cancel
 * and void (each after a confirmation). An invoice with payments cannot be voided until they are removed: its void
 * button says so.
 */
export const JobActions = () => {
    const job = useJob();
    const translate = useTranslate();
    const perform = useJobAction();
    const allowed = useAllowedActions(job);
    const [open, setOpen] = useState<Open>(null);
    const [busy, setBusy] = useState(false);
    if (!job) return null;
    const close = () => setOpen(null);
    const has = (action: JobAction) => allowed.includes(action);

    const now = (action: 'start' | 'complete') => async () => {
        setBusy(true);
        try {
            await perform(action, jobCalls[action](job.id));
        } catch {
            // the API client has shown the failure
        } finally {
            setBusy(false);
        }
    };
    const label = (action: string) => `motor-garage.invoice.actions.${action}`;
    const hasPayments = (job.payments ?? []).length > 0;

    return (
        <>
            {has('schedule') && (
                <ActionButton label={label('schedule')} icon={<EventIcon />} onClick={() => setOpen('schedule')} />
            )}
            {has('start') && (
                <ActionButton label={label('start')} icon={<PlayArrowIcon />} onClick={now('start')} disabled={busy} />
            )}
            {has('complete') && (
                <ActionButton label={label('complete')} icon={<DoneIcon />} onClick={now('complete')} disabled={busy} />
            )}
            {has('invoice') && (
                <ActionButton label={label('invoice')} icon={<ReceiptIcon />} onClick={() => setOpen('invoice')} />
            )}
            {has('payment') && (
                <ActionButton label={label('payment')} icon={<PaymentsIcon />} onClick={() => setOpen('payment')} />
            )}
            {has('cancel') && (
                <ActionButton label={label('cancel')} icon={<BlockIcon />} onClick={() => setOpen('cancel')} />
            )}
            {has('void') &&
                (hasPayments ? (
                    <Tooltip title={translate('motor-garage.invoice.actions.void_has_payments')} describeChild>
                        <span>
                            <ActionButton
                                label={label('void')}
                                icon={<RemoveCircleOutlineIcon />}
                                onClick={() => undefined}
                                disabled
                            />
                        </span>
                    </Tooltip>
                ) : (
                    <ActionButton
                        label={label('void')}
                        icon={<RemoveCircleOutlineIcon />}
                        onClick={() => setOpen('void')}
                    />
                ))}

            {has('schedule') && <ScheduleDialog job={job} open={open === 'schedule'} onClose={close} />}
            {has('invoice') && <InvoiceDialog job={job} open={open === 'invoice'} onClose={close} />}
            {has('payment') && <PaymentDialog job={job} open={open === 'payment'} onClose={close} />}
            <ConfirmAction
                open={open === 'cancel'}
                onClose={close}
                title="motor-garage.invoice.cancel_confirm.title"
                content="motor-garage.invoice.cancel_confirm.content"
                messageArgs={{ number: job.number }}
                cancel="motor-garage.invoice.cancel_confirm.keep"
                confirm={label('cancel')}
                onConfirm={() => perform('cancel', jobCalls.cancel(job.id))}
            />
            <ConfirmAction
                open={open === 'void'}
                onClose={close}
                title="motor-garage.invoice.void_confirm.title"
                content="motor-garage.invoice.void_confirm.content"
                messageArgs={{ number: job.invoice_number ?? job.number }}
                confirm={label('void')}
                onConfirm={() => perform('void', jobCalls.void(job.id))}
            />
        </>
    );
};
